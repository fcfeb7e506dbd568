/// UIStackView (`StackView`).
public typealias UIStackView = StackView
