/// UIScrollView (`ScrollView`): the content offset is the bounds' origin.
public typealias UIScrollView = ScrollView
