package rules

// Variant is the kind of chess a game is played by.
type Variant int8

const (
	// StandardChess is chess as Articles 1-12 of the Laws describe it.
	StandardChess Variant = iota
	// Chess960 is chess from one of 960 start positions, with castling as
	// Guidelines II of the Laws describe it.
	Chess960
)

func (v Variant) String() string {
	if v == Chess960 {
		return "Chess960"
	}
	return "Standard"
}
