import Scenes
import ZoetropeCommandLine

ZoetropeCommand.main(scenes: BuiltInScenes.all)
