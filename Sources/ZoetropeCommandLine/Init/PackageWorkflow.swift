/// The GitHub Actions workflow `init` writes (`.github/workflows/ci.yml`): on every push, the
/// package built and tested in the container Zoetrope itself is built with, the build folder
/// cached, a GIF rendered and the failure report uploaded when a snapshot fails; on a pull
/// request, `review` against the base branch, its page uploaded and its JSON summary posted.
///
/// Every `run:` step works verbatim in a clean clone on a fresh Debian machine as root (the
/// container's user): no `${{ }}` expressions in them, only the variables the runner sets.
struct PackageWorkflow {
    /// The container image: the Dockerfile's build stage, so a snapshot recorded in it compares
    /// exactly with what Zoetrope's own CI renders.
    static let swiftImage = "swift:6.3-bookworm"

    /// What the package needs from Debian to build and render (Scripts/setup.sh's libraries;
    /// the default fonts come with Zoetrope as resources, so no font package is needed).
    static let systemPackages = [
        "libcairo2-dev", "libpango1.0-dev", "librsvg2-dev",
        "libavcodec-dev", "libavformat-dev", "libavfilter-dev", "libavutil-dev", "libswscale-dev", "libswresample-dev",
        "zlib1g-dev", "pkg-config", "git",
    ]

    /// Where the failure report of a failing snapshot run goes (`$SNAPSHOT_ARTIFACTS`).
    static let reportFolder = "snapshot-report"

    /// The package's name, also its executable's.
    let name: String
    /// The manifest's path to Zoetrope, or nil when it depends on the URL.
    let zoetropePath: String?

    var text: String {
        """
        name: ci
        on:
          push:
          pull_request:
        jobs:
          test:
            runs-on: ubuntu-latest
            container: \(Self.swiftImage)
            steps:
              - uses: actions/checkout@v4
        \(checkoutOptions)\(zoetropeCheckout)\(librariesAndCache(named: "build"))
              - name: Build
                run: swift build --build-tests
              - name: Test
                run: SNAPSHOT_TESTING_RECORD=never SNAPSHOT_ARTIFACTS="$PWD/\(Self.reportFolder)" swift test --skip-build
              - name: Render
                run: swift run --skip-build \(name) render growing-square -o growing-square.gif
              - uses: actions/upload-artifact@v4
                with:
                  name: renders
                  path: growing-square.gif
              - uses: actions/upload-artifact@v4
                if: failure()
                with:
                  name: snapshot-report
                  path: \(Self.reportFolder)/
          review:
            if: github.event_name == 'pull_request'
            runs-on: ubuntu-latest
            container: \(Self.swiftImage)
            permissions:
              contents: read
              pull-requests: write
            steps:
              - uses: actions/checkout@v4
                with:
                  fetch-depth: 0
        \(reviewCheckoutOptions)\(zoetropeCheckout)\(librariesAndCache(named: "review"))
              - name: Review against the base branch
                run: |
                  git config --global --add safe.directory "$PWD"
                  status=0
                  swift run -c release \(name) review "origin/$GITHUB_BASE_REF" --json > review.json || status=$?
                  cat review.json
                  { echo "### Scenes against $GITHUB_BASE_REF"; echo '```json'; cat review.json; echo '```'; } >> "$GITHUB_STEP_SUMMARY"
                  test "$status" -le 1
              - uses: actions/upload-artifact@v4
                if: always()
                with:
                  name: review
                  path: review/
              - uses: actions/github-script@v7
                if: always()
                with:
                  script: |
                    const fs = require('fs');
                    if (!fs.existsSync('review.json')) return;
                    const body = 'Scenes against the base branch (page: the `review` artifact):\\n```json\\n'
                      + fs.readFileSync('review.json', 'utf8') + '\\n```';
                    await github.rest.issues.createComment({ ...context.repo, issue_number: context.issue.number, body });

        """
    }

    /// Both jobs' steps after the checkout: the system libraries, and the build folder restored
    /// from the cache `name` (saved anew by each run, restored from the latest).
    private func librariesAndCache(named name: String) -> String {
        """
              - name: System libraries
                run: |
                  apt-get update
                  apt-get install -y --no-install-recommends \(Self.systemPackages.joined(separator: " "))
              - uses: actions/cache@v4
                with:
                  path: .build
                  key: \(name)-\(Self.swiftImage)-${{ hashFiles('Package.swift', 'Package.resolved') }}-${{ github.sha }}
                  restore-keys: \(name)-\(Self.swiftImage)-
        """
    }

    /// Whether the path to Zoetrope leaves the repository (`../zoetrope`, or absolute): a fresh
    /// runner has only the repository, so a step puts a checkout there first.
    private var zoetropeIsOutside: Bool {
        guard let zoetropePath else { return false }
        return zoetropePath.hasPrefix("/") || zoetropePath == ".." || zoetropePath.hasPrefix("../")
    }

    /// A path inside the repository is a submodule or vendored copy: checked out with it.
    private var checkoutOptions: String {
        guard zoetropePath != nil, !zoetropeIsOutside else { return "" }
        return "        with:\n          submodules: recursive\n"
    }

    private var reviewCheckoutOptions: String {
        guard zoetropePath != nil, !zoetropeIsOutside else { return "" }
        return "          submodules: recursive\n"
    }

    /// Clones Zoetrope to the manifest's path when it leaves the repository and is not there yet.
    private var zoetropeCheckout: String {
        guard let zoetropePath, zoetropeIsOutside else { return "" }
        return "      - name: Zoetrope at \(zoetropePath)\n"
            + "        run: test -f \"\(zoetropePath)/Package.swift\" || git clone --depth 1 \(PackageTemplate.zoetropeURL) \"\(zoetropePath)\"\n"
    }
}
