// The trace (`SceneTrace`, `TraceFormat`) and the engine live in Zoetrope; tests that import
// ZoetropeTesting see them without a second import.
@_exported import Zoetrope
