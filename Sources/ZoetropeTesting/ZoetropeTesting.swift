// The ZoetropeTesting module; see docs/ARCHITECTURE.md.
