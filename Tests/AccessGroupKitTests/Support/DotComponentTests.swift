import Foundation
import Testing

@testable import AccessGroupKit

@Suite("Paths with dot components")
struct DotComponentTests {
  @Test(
    "Only a . or .. component counts as one",
    arguments: [
      ("/a/./b", true), ("/a/b/../c", true), ("./a", true), ("../a", true), ("/a/b/.", true),
      ("/a/b/..", true), (".", true), ("..", true), ("/a/.b/c", false), ("/a/..b/c", false),
      ("/a/b./c", false), ("/a/.../c", false), ("/a//b", false), ("/a/b.", false), ("", false),
    ])
  func onlyDotComponentsCount(path: String, dotted: Bool) {
    #expect(URL.hasDotComponent(path) == dotted)
  }

  @Test(
    "A dotted path is standardized, any other is kept as it is",
    arguments: ["/a/./b", "/a/b/../c", "/a//b/../c", "/a/..b/c", "/a//b/c", "/a/.hidden/x"])
  func dottedPathsAreStandardized(path: String) {
    let url = URL(fileURLWithPath: path, isDirectory: false)
    let expected = URL.hasDotComponent(path) ? url.standardized : url
    #expect(url.standardizedWhenDotted == expected)
    #expect(!url.standardizedWhenDotted.pathComponents.contains { $0 == "." || $0 == ".." })
  }
}
