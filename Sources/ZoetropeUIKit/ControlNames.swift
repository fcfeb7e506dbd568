/// UIScrollView (`ScrollView`): the content offset is the bounds' origin.
public typealias UIScrollView = ScrollView
/// UISwitch (`Switch`): 51 × 31, green when on.
public typealias UISwitch = Switch
/// UITextField (`TextField`): text or placeholder on one line, no keyboard.
public typealias UITextField = TextField
