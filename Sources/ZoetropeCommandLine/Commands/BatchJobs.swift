import ArgumentParser
import Foundation
import MediaEncoding
import Zoetrope

/// What `render --all` renders: every scene of the catalogue (its default variant) in every
/// asked format, each job with its output path and an estimated cost — pixels × frames, GIFs
/// counted twice for their two passes — that `Shard` balances.
struct BatchJobs {
    struct Job {
        let output: String
        let exporter: Exporter
        let cost: Double
    }

    let jobs: [Job]
    private let folder: String

    /// Every scene in each of `formats`; `makeExporter` applies the command's settings to a scene.
    init(catalog: SceneCatalog, formats: FormatList, folder: String, makeExporter: (Scene) throws -> Exporter) throws {
        guard !folder.contains("%") else { throw ValidationError("-o names a folder with --all (got '\(folder)')") }
        self.folder = folder
        var jobs: [Job] = []
        for type in catalog.scenes {
            let scene = try type.init(variant: nil)
            for format in formats.extensions {
                let exporter = try makeExporter(scene)
                let output = (folder as NSString).appendingPathComponent("\(type.name).\(format)")
                let plan = try exporter.plan(forOutput: output)
                let pixels = Double(plan.settings.pixelWidth * plan.settings.pixelHeight * plan.settings.frameCount)
                jobs.append(Job(output: output, exporter: exporter, cost: pixels * Double(plan.format.descriptor.passCount)))
            }
        }
        self.jobs = jobs
    }

    /// Creates the output folder (its parent must exist), unless it is there already.
    func makeFolder() throws {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw ValidationError("-o \(folder) is a file; --all writes into a folder") }
            return
        }
        do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false) } catch {
            throw ValidationError("cannot create the folder \(folder): \(error.localizedDescription)")
        }
    }
}
