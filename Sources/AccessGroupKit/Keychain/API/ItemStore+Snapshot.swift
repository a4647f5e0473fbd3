import Foundation

extension ItemStore {
  /// Exports every item, tombstones included, and the lock state as deterministic JSON.
  ///
  /// The format (version 1) keeps every value's type: each attribute is an object with one
  /// key, `string`, `data` (base64), `integer`, `real` (the shortest decimal that reads
  /// back exactly, as a string), `bool` or `date` (seconds since 2001-01-01 as such a string).
  /// Keys are sorted and items come in class, then insertion order, so equal stores export
  /// equal bytes.
  ///
  /// ```json
  /// {"items":[{"attributes":{"acct":{"string":"alice"},…},"class":"genp",
  ///   "data":"czNjcmV0","sequence":1,"uuid":"…"}],"lockState":{…},"version":1}
  /// ```
  ///
  /// - Returns: UTF-8 JSON.
  public func exportSnapshot() -> Data {
    state.withLock { state in SnapshotCoding.export(state) }
  }

  /// Replaces the store's items and lock state with a snapshot made by ``exportSnapshot()``.
  ///
  /// The snapshot is validated completely before anything changes.
  ///
  /// - Parameter data: The snapshot JSON.
  /// - Throws: ``SnapshotError`` naming the JSON path of the first invalid value; the store
  ///   is unchanged then.
  public func importSnapshot(_ data: Data) throws(SnapshotError) {
    let (database, lockState) = try SnapshotCoding.parse(data)
    state.withLock { state in
      let colliding = state.database.everyKeyCollides
      state.database = database
      if colliding { state.database.makeEveryKeyCollide() }
      state.lockState = lockState
      state.lastMisses.removeAll()
    }
  }
}
