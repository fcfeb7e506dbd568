import Foundation
import XCTest

/// The `run:` steps of one job of a GitHub Actions workflow, read with a real YAML parser
/// (Debian's python3-yaml) and run in order the way a runner runs them: each with `bash -e`,
/// in the repository's folder, with the variables a runner sets. `uses:` steps (checkout, cache,
/// artifacts) are the runner's own and are not run.
struct WorkflowSteps {
    struct Step {
        let name: String
        let run: String
        let environment: [String: String]
    }

    let steps: [Step]

    /// The run steps of `job` in the workflow file at `url`.
    init(job: String, in url: URL) throws {
        let script = "import json, sys, yaml; print(json.dumps(yaml.safe_load(open(sys.argv[1]))))"
        let parsed = try CLI.run(URL(fileURLWithPath: "/usr/bin/python3"), ["-c", script, url.path])
        guard parsed.status == 0 else { throw WorkflowError("\(url.path) is not valid YAML: \(parsed.stderr)") }
        guard let workflow = try JSONSerialization.jsonObject(with: Data(parsed.stdout.utf8)) as? [String: Any],
              let jobs = workflow["jobs"] as? [String: Any], let found = jobs[job] as? [String: Any],
              let steps = found["steps"] as? [[String: Any]] else {
            throw WorkflowError("\(url.path) has no job '\(job)' with steps")
        }
        let jobEnvironment = found["env"] as? [String: String] ?? [:]
        self.steps = steps.compactMap { step in
            guard let run = step["run"] as? String else { return nil }
            return Step(name: step["name"] as? String ?? run, run: run,
                        environment: jobEnvironment.merging(step["env"] as? [String: String] ?? [:]) { $1 })
        }
    }

    /// Runs every step in order in `folder`; the first failure is thrown with the step's output.
    /// Returns what each step printed, by name.
    @discardableResult
    func run(in folder: URL, timeout: TimeInterval) throws -> [String: CLI.Result] {
        var results: [String: CLI.Result] = [:]
        for step in steps {
            let environment = step.environment.merging(["CI": "true", "GITHUB_ACTIONS": "true", "GITHUB_WORKSPACE": folder.path]) { $1 }
            let result = try UserPackageFixture.run(URL(fileURLWithPath: "/bin/bash"), ["-e", "-c", step.run], in: folder,
                                                    environment: environment, timeout: timeout)
            results[step.name] = result
            guard result.status == 0 else {
                throw WorkflowError("step '\(step.name)' exited \(result.status):\n\(result.stdout.suffix(2000))\n\(result.stderr.suffix(3000))")
            }
        }
        return results
    }
}

struct WorkflowError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
