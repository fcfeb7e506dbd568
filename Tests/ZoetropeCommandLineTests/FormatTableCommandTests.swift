import ArgumentParser
import CairoRendering
import Foundation
import MediaEncoding
import XCTest
import Zoetrope
@testable import ZoetropeCommandLine

/// The commands take their formats from the one format table: the still commands' outputs are
/// its still entries, and help and messages list its entries.
final class FormatTableCommandTests: XCTestCase {
    /// Every still entry (any case) is an output of `still`, `filmstrip` and `curves`, drawn by
    /// its writer: PNG pixels, an SVG or a PDF page.
    func testEveryStillEntryIsWrittenByItsWriter() throws {
        let signatures = ["png": Data([0x89]) + Data("PNG".utf8), "svg": Data("<svg".utf8), "pdf": Data("%PDF".utf8)]
        for format in FormatDescriptor.all where format.kind == .still {
            for name in format.extensions {
                let path = NSTemporaryDirectory() + "zoetrope-still-\(UUID().uuidString).\(name.uppercased())"
                defer { try? FileManager.default.removeItem(atPath: path) }
                let output = try StillOutput(path: path)
                XCTAssertEqual(output.descriptor, format)
                try output.write(size: Size(width: 4, height: 4), scale: 1, to: path) { context in
                    context.setFillColor(.red)
                    context.fill(Rect(x: 0, y: 0, width: 4, height: 4))
                }
                let data = try Data(contentsOf: URL(fileURLWithPath: path))
                XCTAssertNotNil(data.range(of: try XCTUnwrap(signatures[name], "a signature for .\(name)")), format.name)
            }
        }
    }

    /// A name no still entry has is refused naming the still extensions; `.png` is a still here,
    /// while `render` takes it for an animated PNG.
    func testOtherExtensionsAreRefusedWithTheTablesList() throws {
        XCTAssertThrowsError(try StillOutput(path: "clip.mp4")) { error in
            XCTAssertEqual("\(error)", "unsupported output format '.mp4' for 'clip.mp4'; use .png, .svg or .pdf")
        }
        XCTAssertEqual(try StillOutput(path: "x.png").descriptor.writer, .rasterStill)
        XCTAssertEqual(try OutputFormat.forPath("x.png"), .apng)
    }

    /// The help of each command lists the table's formats of its kind.
    func testHelpListsTheTablesFormats() {
        let render = RenderCommand.helpMessage(columns: 10_000)
        for name in FormatDescriptor.extensions(of: .animation) {
            XCTAssertTrue(render.contains(" .\(name)"), ".\(name) missing from render's help")
        }
        let stills = EnglishList.joined(FormatDescriptor.extensions(of: .still).map { "." + $0 }, "or")
        XCTAssertEqual(stills, ".png, .svg or .pdf")
        for help in [StillCommand.helpMessage(columns: 10_000), FilmstripCommand.helpMessage(columns: 10_000),
                     CurvesCommand.helpMessage(columns: 10_000)] {
            XCTAssertTrue(help.contains(stills), help)
        }
        XCTAssertTrue(StillCommand.helpMessage(columns: 10_000).contains("to PNG, SVG or PDF"))
        XCTAssertTrue(RootCommand.helpMessage(columns: 10_000).contains("to MP4, MOV, WebM, GIF, APNG, WebP, PNG, SVG and PDF."))
    }
}
