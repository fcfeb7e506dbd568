import Foundation
import XCTest
import ZoetropeTestSupport

/// `render --chunk i/n` in separate processes and `concat` give the file of one process: the
/// same frame count and timestamps, MP4 byte for byte (index first), WebM within 45 dB per frame;
/// for MP4, WebM, MOV (ProRes) and PNG sequences. Formats made from all frames together are
/// refused, and parts that do not make up one render are one-line usage errors.
final class ChunkedRenderTests: XCTestCase {
    /// Starts every command at once (separate processes, as on separate machines) and waits for all.
    private func runTogether(_ commands: [[String]], in folder: URL) throws {
        let processes = try commands.map { arguments -> (Process, Pipe) in
            let process = Process(), errors = Pipe()
            process.executableURL = CLI.zoetrope
            process.arguments = arguments
            process.currentDirectoryURL = folder
            process.standardError = errors
            try process.run()
            return (process, errors)
        }
        for (process, errors) in processes {
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0, "\(process.arguments ?? []): \(message)")
        }
    }

    /// Each frame's time as ffprobe shows it (seconds, the first field of its line).
    private func frameTimes(_ path: String) throws -> [String] {
        let result = try CLI.run(URL(fileURLWithPath: "/usr/bin/ffprobe"),
                                 ["-v", "error", "-select_streams", "v", "-show_entries", "frame=pts_time", "-of", "csv=p=0", path])
        XCTAssertEqual(result.status, 0, result.stderr)
        return result.stdout.split(separator: "\n").map { String($0.split(separator: ",")[0]) }
    }

    /// Per-frame PSNR (average over the planes, dB) of `path` against `reference`, by ffmpeg's psnr
    /// filter; a PNG sequence reference is converted as the videos were (BT.709, limited range, 4:2:0).
    private func framePSNRs(_ path: String, against reference: String, in folder: URL) throws -> [Double] {
        let stats = folder.appendingPathComponent("psnr-\(UUID().uuidString).txt")
        let isSequence = reference.contains("%")
        let input = isSequence ? ["-framerate", "60", "-i", reference] : ["-i", reference]
        let convert = isSequence ? "[1]scale=out_color_matrix=bt709:out_range=tv,format=yuv420p[r];[0][r]" : "[0][1]"
        let result = try CLI.run(URL(fileURLWithPath: "/usr/bin/ffmpeg"),
                                 ["-v", "error", "-i", path] + input + ["-lavfi", convert + "psnr=stats_file=\(stats.path)", "-f", "null", "-"],
                                 in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        return try String(contentsOf: stats, encoding: .utf8).split(separator: "\n").map { line in
            let field = line.split(separator: " ").first { $0.hasPrefix("psnr_avg:") } ?? "psnr_avg:0"
            return field.dropFirst("psnr_avg:".count) == "inf" ? .infinity : Double(field.dropFirst("psnr_avg:".count)) ?? 0
        }
    }

    /// MP4 is encoded in closed segments of 250 frames that every render encodes alike, so the join
    /// is the single render's file byte for byte. 360 frames in 4 chunks of 90: chunk 2 encodes
    /// frames 0…269 (the first segment ends in it), chunk 3 frames 250…359.
    func testFourChunkProcessesJoinIntoTheSingleProcessRender() throws {
        let folder = try makeTemporaryFolder("zoetrope-e2e")
        let render = ["render", "city-guide", "--to", "6", "--scale", "0.3", "--quiet"]
        try runTogether((0..<4).map { render + ["--chunk", "\($0)/4", "-o", "part-\($0).mp4"] } + [render + ["-o", "single.mp4"]],
                        in: folder)
        for index in 0..<4 {
            XCTAssertEqual(try frameTimes(folder.appendingPathComponent("part-\(index).mp4").path).count, 90, "chunk \(index) shows its frames only")
        }
        let parts = (0..<4).map { "part-\($0).mp4" }
        let join = try CLI.run(CLI.zoetrope, ["concat"] + parts.reversed() + ["-o", "full.mp4"], in: folder)
        XCTAssertEqual(join.status, 0, join.stderr)
        XCTAssertEqual(join.stdout, "full.mp4\n")

        let full = folder.appendingPathComponent("full.mp4").path, single = folder.appendingPathComponent("single.mp4").path
        let times = try frameTimes(full)
        XCTAssertEqual(times.count, 360)
        XCTAssertEqual(times, try frameTimes(single), "the same frames at the same times")
        XCTAssertEqual(try framePSNRs(full, against: single, in: folder), Array(repeating: .infinity, count: 360),
                       "ffmpeg decodes the single render's pictures")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: full)), try Data(contentsOf: URL(fileURLWithPath: single)))
        let bytes = try Data(contentsOf: URL(fileURLWithPath: full))
        let moov = try XCTUnwrap(bytes.range(of: Data("moov".utf8))?.lowerBound)
        XCTAssertLessThan(moov, try XCTUnwrap(bytes.range(of: Data("mdat".utf8))?.lowerBound), "moov before mdat (faststart)")
    }


    func testWebMProResAndPNGSequenceChunks() throws {
        let folder = try makeTemporaryFolder("zoetrope-e2e")
        let render = ["render", "loading-indicator", "--to", "1", "--quiet"]
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("one"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("shared"), withIntermediateDirectories: true)
        var commands: [[String]] = []
        for name in ["webm", "mov"] {
            commands.append(render + ["-o", "single.\(name)"])
            commands += (0..<2).map { render + ["--chunk", "\($0)/2", "-o", "part-\($0).\(name)"] }
        }
        commands.append(render + ["-o", "one/f-%03d.png"])
        commands += (0..<2).map { render + ["--chunk", "\($0)/2", "-o", "shared/f-%03d.png"] }
        try runTogether(commands, in: folder)

        for (name, minimum) in [("webm", 45.0), ("mov", Double.infinity)] {
            let join = try CLI.run(CLI.zoetrope, ["concat", "part-0.\(name)", "part-1.\(name)", "-o", "full.\(name)"], in: folder)
            XCTAssertEqual(join.status, 0, join.stderr)
            let full = folder.appendingPathComponent("full.\(name)").path, single = folder.appendingPathComponent("single.\(name)").path
            XCTAssertEqual(try frameTimes(full), try frameTimes(single), name)
            XCTAssertEqual(try frameTimes(full).count, 60, name)
            XCTAssertGreaterThanOrEqual(try framePSNRs(full, against: single, in: folder).min() ?? 0, minimum, name)
        }
        // PNG chunks number their frames in the whole render: rendered into one folder they are the
        // single render's pictures (each file also records its chunk), and concat gathers chunks
        // from separate folders into the single render's files byte for byte.
        let single = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("one").path).sorted()
        XCTAssertEqual(single.count, 60)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("shared").path).sorted(), single)
        for name in single {
            XCTAssertEqual(try CLI.decodeRGBA(folder.appendingPathComponent("shared/\(name)").path),
                           try CLI.decodeRGBA(folder.appendingPathComponent("one/\(name)").path), name)
        }
        let split = ["render", "loading-indicator", "--to", "1", "--quiet"]
        for index in 0..<2 {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("m\(index)"), withIntermediateDirectories: true)
            let result = try CLI.run(CLI.zoetrope, split + ["--chunk", "\(index)/2", "-o", "m\(index)/f-%03d.png"], in: folder)
            XCTAssertEqual(result.status, 0, result.stderr)
        }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("all"), withIntermediateDirectories: true)
        let gather = try CLI.run(CLI.zoetrope, ["concat", "m1/f-%03d.png", "m0/f-%03d.png", "-o", "all/frame-%04d.png"], in: folder)
        XCTAssertEqual(gather.status, 0, gather.stderr)
        let gathered = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("all").path).sorted()
        XCTAssertEqual(gathered, (0..<60).map { String(format: "frame-%04d.png", $0) })
        for index in 0..<60 {
            XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent(String(format: "all/frame-%04d.png", index))),
                           try Data(contentsOf: folder.appendingPathComponent(String(format: "one/f-%03d.png", index))), "\(index)")
        }
        let gap = try CLI.run(CLI.zoetrope, ["concat", "m1/f-%03d.png", "-o", "all/g-%04d.png"], in: folder)
        XCTAssertEqual(gap.status, 64, gap.stderr)
        XCTAssertTrue(gap.stderr.contains("frames 0…29 are missing"), gap.stderr)
        // The last chunk missing: the frames record the render's length.
        let end = try CLI.run(CLI.zoetrope, ["concat", "m0/f-%03d.png", "-o", "all/g-%04d.png"], in: folder)
        XCTAssertEqual(end.status, 64, end.stderr)
        XCTAssertTrue(end.stderr.contains("frames 30…59 of the render's 60 are missing"), end.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("all").path).count, 60)
    }

    func testUnchunkableFormatsAndBadChunksAreOneLineUsageErrors() throws {
        let folder = try makeTemporaryFolder("zoetrope-e2e")
        let cases: [([String], String)] = [
            (["render", "clock", "--chunk", "0/2", "-o", "x.gif"], "GIF cannot be rendered in chunks"),
            (["render", "clock", "--chunk", "0/2", "-o", "x.webp"], "WebP cannot be rendered in chunks"),
            (["render", "clock", "--chunk", "2/2", "-o", "x.mp4"], "chunks count from 0, so use 0…1"),
            (["render", "clock", "--chunk", "1", "-o", "x.mp4"], "is not i/n"),
            (["render", "clock", "--chunk", "0/151", "-o", "x.mp4"], "only 150 frames"),
            (["render", "--all", "--chunk", "0/2", "-o", "out"], "cannot be used with --all"),
            (["concat", "-o", "x.mp4"], "give the chunk files"),
        ]
        try CLI.assertUsageErrors(cases, in: folder)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [], "nothing written")
    }

    func testAChunkSaysWhichFramesItRenders() throws {
        let folder = try makeTemporaryFolder("zoetrope-e2e")
        let result = try CLI.run(CLI.zoetrope, ["render", "clock", "--to", "0.5", "--chunk", "1/3", "-o", "part.mp4"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains("chunk 1/3: frames 10…19 of 30 (drawn from frame 0, where its encoder segment starts); "
                                            + "join the chunks with zoetrope concat"), result.stderr)
    }

    func testAFailedJoinLeavesTheExistingFileAndNoPartialFile() throws {
        let folder = try makeTemporaryFolder("zoetrope-e2e")
        let render = ["render", "clock", "--to", "0.5", "--quiet"]
        try runTogether((0..<3).map { render + ["--chunk", "\($0)/3", "-o", "part-\($0).mp4"] } + [render + ["-o", "whole.mp4"]],
                        in: folder)
        let existing = folder.appendingPathComponent("out.mp4")
        try Data("keep me".utf8).write(to: existing)
        let cases: [([String], String)] = [
            (["part-0.mp4", "part-2.mp4"], "chunk 1/3 missing"),
            (["part-0.mp4", "part-1.mp4", "part-1.mp4", "part-2.mp4"], "are both chunk 1/3"),
            (["whole.mp4"], "whole.mp4 is not a chunk of a render"),
            (["part-0.mp4", "part-1.mp4", "part-2.mp4", "absent.mp4"], "absent.mp4"),
        ]
        for (parts, message) in cases {
            let result = try CLI.run(CLI.zoetrope, ["concat"] + parts + ["-o", "out.mp4"], in: folder)
            XCTAssertNotEqual(result.status, 0, "\(parts)")
            XCTAssertTrue(result.stderr.contains(message), "\(parts): \(result.stderr)")
            XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
        }
        // A chunk cut short (a copy interrupted on its way from another machine) is refused too.
        let chunk = try Data(contentsOf: folder.appendingPathComponent("part-1.mp4"))
        try chunk.prefix(chunk.count * 2 / 3).write(to: folder.appendingPathComponent("cut-1.mp4"))
        let cut = try CLI.run(CLI.zoetrope, ["concat", "part-0.mp4", "cut-1.mp4", "part-2.mp4", "-o", "out.mp4"], in: folder)
        XCTAssertNotEqual(cut.status, 0, cut.stderr)
        XCTAssertEqual(cut.stderr.split(separator: "\n").count, 1, cut.stderr)
        // Cut by a few bytes: the last frame's data is short, which the MP4 demuxer does not say.
        let last = try Data(contentsOf: folder.appendingPathComponent("part-2.mp4"))
        for bytes in [1, 7, 20] {
            try last.dropLast(bytes).write(to: folder.appendingPathComponent("cut-2.mp4"))
            let short = try CLI.run(CLI.zoetrope, ["concat", "part-0.mp4", "part-1.mp4", "cut-2.mp4", "-o", "out.mp4"], in: folder)
            XCTAssertEqual(short.status, 64, "\(bytes): \(short.stderr)")
            XCTAssertTrue(short.stderr.contains("cut-2.mp4 is cut short"), "\(bytes): \(short.stderr)")
        }
        XCTAssertEqual(try String(contentsOf: existing, encoding: .utf8), "keep me")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        XCTAssertFalse(names.contains { $0.contains("partial") }, "\(names)")
    }
}

/// `concat` checks every chunk whole before writing anything (issue 49, item 2): the last chunk
/// of each format cut by a single byte — WebM's cues, MOV's index, a PNG frame's IEND — or a PNG
/// frame cut inside its image data or with one bit flipped is refused naming it, one line, and
/// the existing output keeps its bytes.
final class ChunkVerificationTests: XCTestCase {
    private func assertRefused(_ arguments: [String], naming name: String, _ message: String, in folder: URL,
                               line: UInt = #line) throws {
        let result = try CLI.run(CLI.zoetrope, ["concat"] + arguments, in: folder)
        XCTAssertEqual(result.status, 64, result.stderr, line: line)
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr, line: line)
        XCTAssertTrue(result.stderr.contains(name) && result.stderr.contains(message), result.stderr, line: line)
    }

    func testAChunkOfEachFormatCutByOneByteIsRefused() throws {
        let folder = try makeTemporaryFolder("zoetrope-e2e")
        let render = ["render", "clock", "--to", "0.5", "--quiet"]
        for index in 0..<3 {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("seq\(index)"), withIntermediateDirectories: true)
            for output in ["part-\(index).webm", "part-\(index).mov", "seq\(index)/f-%03d.png"] {
                let result = try CLI.run(CLI.zoetrope, render + ["--chunk", "\(index)/3", "-o", output], in: folder)
                XCTAssertEqual(result.status, 0, result.stderr)
            }
        }
        for name in ["webm", "mov"] {
            let existing = folder.appendingPathComponent("out.\(name)")
            try Data("keep me".utf8).write(to: existing)
            let last = try Data(contentsOf: folder.appendingPathComponent("part-2.\(name)"))
            for bytes in [1, 7, 20] {
                try last.dropLast(bytes).write(to: folder.appendingPathComponent("cut-2.\(name)"))
                try assertRefused(["part-0.\(name)", "part-1.\(name)", "cut-2.\(name)", "-o", "out.\(name)"],
                                  naming: "cut-2.\(name)", "is cut short", in: folder)
            }
            // A byte after the container's end is no header: refused too.
            try (last + Data([0])).write(to: folder.appendingPathComponent("long-2.\(name)"))
            try assertRefused(["part-0.\(name)", "part-1.\(name)", "long-2.\(name)", "-o", "out.\(name)"],
                              naming: "long-2.\(name)", "is not whole: it ends inside a container header", in: folder)
            XCTAssertEqual(try String(contentsOf: existing, encoding: .utf8), "keep me")
            let whole = try CLI.run(CLI.zoetrope, ["concat", "part-0.\(name)", "part-1.\(name)", "part-2.\(name)", "-o", "out.\(name)"],
                                    in: folder)
            XCTAssertEqual(whole.status, 0, whole.stderr)
        }
        // The PNG sequence's last frame (frame 29 of 30, chunk 2 holds 20…29): a PNG ends with the
        // 12-byte IEND chunk, so 1 byte cuts IEND and 13 bytes cut the last IDAT's CRC.
        let lastFrame = folder.appendingPathComponent("seq2/f-029.png")
        let png = try Data(contentsOf: lastFrame)
        let cuts: [(Data, String)] = [
            (png.dropLast(1), "is cut short"),
            (png.dropLast(13), "is cut short"),
            (png.dropLast(png.count / 3), "is cut short"),
            (png.prefix(200) + Data([png[200] ^ 1]) + png.dropFirst(201), "CRC does not match"),
        ]
        for (damaged, message) in cuts {
            try damaged.write(to: lastFrame)
            try assertRefused(["seq0/f-%03d.png", "seq1/f-%03d.png", "seq2/f-%03d.png", "-o", "all-%03d.png"],
                              naming: "seq2/f-029.png", message, in: folder)
        }
        try FileManager.default.removeItem(at: lastFrame)
        try assertRefused(["seq0/f-%03d.png", "seq1/f-%03d.png", "seq2/f-%03d.png", "-o", "all-%03d.png"],
                          naming: "seq2/f-%03d.png", "holds 9 frames, but chunk 2/3 has 10", in: folder)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        XCTAssertFalse(names.contains { $0.hasPrefix("all-") || $0.contains("partial") }, "nothing written: \(names)")
    }
}
