import CairoRendering
import Foundation
import MotionCore
import XCTest

/// Application fonts: a family that is not installed is found by name once its file is
/// registered; colour emoji come through fontconfig's fallback to Noto Color Emoji.
final class FontRegistrationTests: XCTestCase {
    /// Comfortaa, bundled with the example scenes (SIL OFL) and not installed on the machine.
    private let fontFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scenes/Resources/Fonts/Comfortaa-Bold.ttf")

    private func render(_ text: String, family: String) throws -> RGBAImage {
        let canvas = try Canvas(size: Size(width: 220, height: 60), scale: 1, background: .white)
        let context = try canvas.makeContext()
        context.drawText(text, in: Rect(x: 0, y: 0, width: 220, height: 60),
                         style: TextStyle(font: Font(family: family, size: 28), color: .black, alignment: .center))
        return canvas.rgbaImage()
    }

    private func differingPixels(_ a: RGBAImage, _ b: RGBAImage) -> Int {
        var count = 0
        for y in 0..<a.height { for x in 0..<a.width where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) { count += 1 } }
        return count
    }

    /// Comfortaa with its family renamed "Zoetropia" (the same length, in the name table's
    /// ASCII and UTF-16 records): a family no other test registers, whatever the test order.
    private func uniquelyNamedFont() throws -> URL {
        var bytes = try Data(contentsOf: fontFile)
        for (old, new) in [("Comfortaa", "Zoetropia")] {
            let pairs = [(Data(old.utf8), Data(new.utf8)),
                         (Data(old.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }),
                          Data(new.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }))]
            for (from, to) in pairs {
                while let range = bytes.range(of: from) { bytes.replaceSubrange(range, with: to) }
            }
        }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("zoetropia-\(UUID().uuidString).ttf")
        try bytes.write(to: url)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    func testARegisteredFamilyIsFoundByName() throws {
        let font = try uniquelyNamedFont()
        // A second thread lays text out before the registration too: Pango's font map is per
        // thread, and the thread's cached one must learn about the new family.
        let worker = WorkerThread()
        defer { worker.stop() }
        var workerBefore: RGBAImage?, workerAfter: RGBAImage?
        worker.run { workerBefore = try? self.render("Zoetrope", family: "Zoetropia") }
        let before = try render("Zoetrope", family: "Zoetropia")
        XCTAssertEqual(try FontLibrary.register(contentsOf: font), ["Zoetropia"])
        let after = try render("Zoetrope", family: "Zoetropia")
        worker.run { workerAfter = try? self.render("Zoetrope", family: "Zoetropia") }
        XCTAssertGreaterThan(differingPixels(before, after), 500, "the registered face replaces the fallback")
        XCTAssertEqual(differingPixels(try XCTUnwrap(workerBefore), before), 0)
        XCTAssertEqual(differingPixels(try XCTUnwrap(workerAfter), after), 0, "the other thread sees the family too")
        XCTAssertGreaterThan(differingPixels(after, try render("Zoetrope", family: "DejaVu Sans")), 500)
        XCTAssertGreaterThan(differingPixels(after, try render("Zoetrope", family: "Inter")), 500)
        // Again: the same names, nothing changes.
        XCTAssertEqual(try FontLibrary.register(contentsOf: font), ["Zoetropia"])
        XCTAssertEqual(differingPixels(after, try render("Zoetrope", family: "Zoetropia")), 0)
    }

    func testTheBundledFontRegistersUnderItsFamily() throws {
        XCTAssertEqual(try FontLibrary.register(contentsOf: fontFile), ["Comfortaa"])
        XCTAssertGreaterThan(differingPixels(try render("Zoetrope", family: "Comfortaa"),
                                             try render("Zoetrope", family: "No Such Family")), 500)
    }

    func testBadFontFilesAreErrorsNamingTheFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fonts-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let notAFont = folder.appendingPathComponent("notes.ttf")
        try "not a font".write(to: notAFont, atomically: true, encoding: .utf8)
        for url in [notAFont, folder.appendingPathComponent("missing.otf")] {
            XCTAssertThrowsError(try FontLibrary.register(contentsOf: url)) { XCTAssertTrue("\($0)".contains(url.path), "\($0)") }
        }
    }

    func testEmojiAreDrawnInColour() throws {
        let image = try render("🎉🚀", family: "Inter")
        var colourful = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)
                let channels = [Int(p.r), Int(p.g), Int(p.b)]
                if channels.max()! - channels.min()! > 80 { colourful += 1 }
            }
        }
        XCTAssertGreaterThan(colourful, 200, "Noto Color Emoji glyphs are coloured, not black outlines")
    }
}

/// One thread running the jobs it is given, in order, so its Pango font map outlives them.
private final class WorkerThread: @unchecked Sendable {
    private let jobReady = DispatchSemaphore(value: 0)
    private let jobDone = DispatchSemaphore(value: 0)
    private var job: (() -> Void)?

    init() {
        let thread = Thread { [self] in
            while true {
                jobReady.wait()
                guard let job else { return }
                job()
                jobDone.signal()
            }
        }
        thread.start()
    }

    /// Runs `body` on the thread and waits for it.
    func run(_ body: @escaping () -> Void) {
        job = body
        jobReady.signal()
        jobDone.wait()
    }

    /// Ends the thread.
    func stop() {
        job = nil
        jobReady.signal()
    }
}
