import ArgumentParser
import Foundation
import Zoetrope

/// `review BASE [HEAD]`: what moved differently between two revisions of the package. Both are
/// built (release), each build records its scenes (`review-capture`), and the scenes are
/// compared frame by frame (perceptual tolerance), trace by trace and curve by curve into one
/// HTML page (`ReviewPage`). Exit 0: nothing changed; 1: something did; 2: no review was made.
struct ReviewCommand: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "review",
        abstract: "Compare the scenes of two revisions of this package: frames, traces and curves, on one HTML page.",
        discussion: """
        Builds both revisions (a committed one in a git worktree under .build/review/, the working tree where it is), \
        renders every scene with each build, and compares frames within the perceptual tolerance (ΔE*ab 2.3), traces \
        line by line and traced values as curves. The page shows each changed scene's changed frame ranges, both renders \
        side by side and as onion skin, the most different frame of each range with its difference, the trace diff and the changed \
        curves overlaid. Exit status: 0 nothing changed, 1 something changed, 2 the review could not be made.

        Example: \(ToolIdentity.name) review main
                 \(ToolIdentity.name) review v1.2 HEAD --scene \(ToolIdentity.exampleScene) --json
                 \(ToolIdentity.name) review origin/main --shard 0/2 -o review-0
        """
    ) }

    @Argument(help: "The revision to compare against: a branch, tag or commit.")
    var base: String

    @Argument(help: "The revision reviewed (default: the working tree, uncommitted changes included).")
    var head: String?

    @Option(help: "Only this scene (repeat for several; default: every scene of either revision).")
    var scene: [String] = []

    @Option(help: "Review only share i of n of the scenes (0 ≤ i < n; balanced by pixels × frames, as render --all).")
    var shard: Shard?

    @Option(name: .shortAndLong, help: "The folder to write the page into (replaced).")
    var output: String = "review"

    @Flag(help: "Print a JSON summary on standard output instead of a line per scene.")
    var json = false

    @Option(help: "The package's executable to build (default: the one named like this command, else the package's only executable).")
    var product: String?

    @Option(name: [.customShort("c"), .customLong("configuration")], help: "Build configuration: release or debug.")
    var configuration: BuildConfiguration = .release

    @Option(help: "The package's folder (default: the current one).")
    var packagePath: String = "."

    /// A review that could not be made exits 2, as `diff` does, so that 1 keeps meaning
    /// "something changed"; a usage error is 64 as everywhere.
    static let failureStatus: Int32 = 2

    func run() throws {
        let reviews: [SceneReview]
        do {
            reviews = try review()
        } catch where ExitStatus.category(of: error) == .failure {
            Console.message(.error, "\(error)")
            throw ExitCode(Self.failureStatus)
        }
        if reviews.contains(where: { $0.status != .unchanged }) { throw ExitCode(1) }
    }

    private func review() throws -> [SceneReview] {
        let packageFolder = URL(fileURLWithPath: packagePath, isDirectory: true).standardizedFileURL.resolvingSymlinksInPath()
        let repository = try RevisionBuild.repositoryRoot(of: packageFolder).resolvingSymlinksInPath()
        let reviewed = try ReviewedProduct.choose(in: packageFolder, requested: product, toolName: ToolIdentity.name)
        let builder = RevisionBuild(repository: repository, package: packageFolder, product: reviewed, configuration: configuration.rawValue)
        let baseCommit = try builder.resolve(base)
        let headCommit = try head.map(builder.resolve)
        let baseLabel = "\(base) (\(baseCommit.prefix(10)))"
        let headLabel = head.map { "\($0) (\(headCommit!.prefix(10)))" } ?? "working tree"

        note("building \(baseLabel)")
        let baseExecutable = try builder.build(in: try builder.checkout(baseCommit, side: "base"), label: baseLabel)
        note("building \(headLabel)")
        let headFolder = try headCommit.map { try builder.checkout($0, side: "head") } ?? packageFolder
        let headExecutable = try builder.build(in: headFolder, label: headLabel)

        let work = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-review-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        let baseSide = ReviewSide(name: "base", executable: baseExecutable, capture: ReviewCapture(folder: work.appendingPathComponent("capture-base")))
        let headSide = ReviewSide(name: "head", executable: headExecutable, capture: ReviewCapture(folder: work.appendingPathComponent("capture-head")))

        for side in [baseSide, headSide] { try side.run(["review-capture", "-o", side.capture.folder.path]) }
        let baseScenes = try baseSide.capture.index(), headScenes = try headSide.capture.index()
        let names = try chosenScenes(base: baseScenes, head: headScenes)
        note("rendering \(names.count) scene(s) with each build")
        for (side, scenes) in [(baseSide, baseScenes), (headSide, headScenes)] {
            let present = names.filter { name in scenes.contains { $0.name == name } }
            if !present.isEmpty { try side.run(["review-capture", "-o", side.capture.folder.path] + present.flatMap { ["--scene", $0] }) }
        }

        let reviews = try OutputDestination.produce(at: output, kind: .folder) { destination in
            let comparer = SceneComparer(base: baseSide, head: headSide, pageFolder: destination.temporaryURL,
                                         workFolder: work.appendingPathComponent("frames"))
            let reviews = try names.map { name in
                try comparer.review(name, base: baseScenes.first { $0.name == name }, head: headScenes.first { $0.name == name })
            }
            let page = ReviewPage(baseLabel: baseLabel, headLabel: headLabel, reviews: reviews)
            try Data(page.html.utf8).write(to: destination.temporaryURL.appendingPathComponent("index.html"))
            return reviews
        }
        try report(reviews, base: baseCommit, head: headCommit)
        return reviews
    }

    /// The scenes of either revision, head's order first, narrowed to `--scene` and `--shard`.
    private func chosenScenes(base: [ReviewCapture.SceneEntry], head: [ReviewCapture.SceneEntry]) throws -> [String] {
        let all = head + base.filter { entry in !head.contains { $0.name == entry.name } }
        for name in scene where !all.contains(where: { $0.name == name }) {
            throw SceneError.unknownScene(name, known: all.map(\.name))
        }
        let named = scene.isEmpty ? all : all.filter { scene.contains($0.name) }
        let share = shard ?? .all
        return share.select(named, name: \.name, cost: \.cost).map(\.name)
    }

    private func report(_ reviews: [SceneReview], base: String, head: String?) throws {
        let page = URL(fileURLWithPath: output).appendingPathComponent("index.html").path
        if json {
            try Console.output(ReviewSummary(base: base, head: head, page: page, reviews: reviews).json.text)
            return
        }
        for review in reviews {
            try Console.output(review.status.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0) + review.name
                               + ReviewSummary.detail(of: review))
        }
        Console.confirmWritten(page)
    }

    private func note(_ text: String) {
        Console.message(.note, text)
    }
}
