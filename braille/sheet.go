package braille

// Sheet is a game's braille scoresheet, made from its PGN each time the
// game is saved (anna's --brf): its words, its page, and liblouis for the
// words (Tr nil: the moves only).
type Sheet struct {
	Words  Words
	Format Format
	Tr     Translator
}

// Render is the braille scoresheet of a PGN.
func (s Sheet) Render(pgn string) ([]byte, error) {
	rec, err := ReadPGN(pgn)
	if err != nil {
		return nil, err
	}
	return Render(NewScore(rec, s.Words), s.Format, s.Tr)
}
