import Zoetrope

/// Every scene that ships with Zoetrope, in the order `zoetrope list` shows them.
public enum BuiltInScenes {
    public static let all: [Scene.Type] = [
        CityGuideScene.self,
        LoadingIndicatorScene.self,
        ClockScene.self,
        AppDemoScene.self,
        CircleScene.self,
        ImplicitPropertyScene.self,
        FancyLabelScene.self,
        TimingGalleryScene.self,
    ]
}
