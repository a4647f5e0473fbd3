// `ItemStore`'s only mutable state is `state`, a `Locked` value reached exclusively through
// its lock; `profile` and `clock` are immutable `let`s of Sendable types. So sharing a store
// between threads is safe.
extension ItemStore: @unchecked Sendable {}
