import Scenes
import Zoetrope

ZoetropeCommand.run(scenes: BuiltInScenes.all)
