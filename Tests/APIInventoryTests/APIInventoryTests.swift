import XCTest

/// The iOS animation API inventory (547 members of Core Animation's and UIKit's animation API, each
/// written as iOS code writes it) kept honest: this target compiling is the check that every member
/// marked `compiles` in `inventory.tsv` type-checks against ZoetropeUIKit; this test checks that the
/// marks and the snippets agree, so a member cannot be marked without its snippet being compiled.
final class APIInventoryTests: XCTestCase {
    private struct Member {
        let id: Int
        let status: String
        let name: String
    }

    private let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    private func members() throws -> [Member] {
        let text = try String(contentsOf: folder.appendingPathComponent("inventory.tsv"), encoding: .utf8)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            return Member(id: Int(fields[0])!, status: String(fields[2]), name: String(fields[3]))
        }
    }

    /// The ids of the `// #N member` markers in the files of `subfolder` ending in `suffix`.
    private func snippetIDs(in subfolder: String, suffix: String) throws -> [Int] {
        let directory = folder.appendingPathComponent(subfolder)
        var ids: [Int] = []
        for file in try FileManager.default.contentsOfDirectory(atPath: directory.path) where file.hasSuffix(suffix) {
            let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") where line.hasPrefix("// #") {
                ids.append(Int(line.dropFirst(4).prefix { $0.isNumber })!)
            }
        }
        return ids
    }

    func testEveryMemberIsListedOnceWithAKnownStatus() throws {
        let all = try members()
        XCTAssertEqual(all.count, 547)
        XCTAssertEqual(Set(all.map(\.id)), Set(1...547))
        let known: Set<String> = ["compiles", "open", "init", "linux"]
        for member in all where !known.contains(member.status) {
            XCTFail("#\(member.id) \(member.name): unknown status \(member.status)")
        }
    }

    func testEveryMemberMarkedCompilingHasItsSnippetInThisTarget() throws {
        let compiled = try snippetIDs(in: "Snippets", suffix: ".swift")
        XCTAssertEqual(compiled.count, Set(compiled).count, "a member has two snippets")
        let marked = Set(try members().filter { $0.status == "compiles" }.map(\.id))
        XCTAssertEqual(Set(compiled), marked, "inventory.tsv and Snippets/ disagree")
    }

    func testEveryOtherMemberKeepsItsIOSSpellingAndReason() throws {
        for member in try members() where member.status != "compiles" {
            let ids = try snippetIDs(in: "NotCompiled", suffix: "\(member.status).swift.txt")
            XCTAssertTrue(ids.contains(member.id), "#\(member.id) \(member.name) has no snippet in NotCompiled/\(member.status).swift.txt")
        }
    }

    /// The exceptions the porting table names: Objective-C selectors and `@NSManaged` (5 members) and
    /// CALayer initialisers overridden without `required` (2); every other member compiles.
    func testOnlyThePortingTablesExceptionsRemain() throws {
        let all = try members()
        XCTAssertEqual(all.filter { $0.status == "linux" }.count, 5)
        XCTAssertEqual(all.filter { $0.status == "init" }.count, 2)
        let open = all.filter { $0.status == "open" }
        XCTAssertEqual(open.map(\.name), [], "members went back to open")
    }
}
