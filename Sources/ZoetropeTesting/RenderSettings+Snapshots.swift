import Zoetrope

extension RenderSettings {
    /// These settings as snapshot assertions render with them: scripted touches
    /// (`Stage.showsTouches`) are left out unless `showsTouches` asks for them, so turning
    /// indicators on for a demo video leaves the scene's references as they are.
    package var forSnapshots: RenderSettings {
        var settings = self
        settings.showsTouches = showsTouches ?? false
        return settings
    }
}
