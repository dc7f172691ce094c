package speech

import "testing"

// TestSANShown: the board view's scoresheet shows SAN with the language's
// piece letters for local names, as the book prints SAN; English names
// keep SAN's own.
func TestSANShown(t *testing.T) {
	for _, c := range []struct {
		book      Phrasebook
		san, want string
	}{
		{Phrasebook{Lang: HR, Names: LocalNames}, "Nf3", "Sf3"},
		{Phrasebook{Lang: HR, Names: LocalNames}, "exd8=Q+", "exd8=D+"},
		{Phrasebook{Lang: HR, Names: LocalNames}, "Rxe1#", "Txe1#"},
		{Phrasebook{Lang: HR, Names: LocalNames}, "O-O-O+", "O-O-O+"},
		{Phrasebook{Lang: DE, Names: LocalNames}, "Bb5", "Lb5"},
		{Phrasebook{Lang: SL, Names: LocalNames}, "Kd2", "Kd2"},
		{Phrasebook{Lang: EN, Names: LocalNames}, "Nf3", "Nf3"},
		{Phrasebook{Lang: HR}, "Nf3", "Nf3"},
		{Phrasebook{Lang: DE, Names: LocalNames}, "e4", "e4"},
	} {
		if got := c.book.SANShown(c.san); got != c.want {
			t.Errorf("%s %v: %q shows %q, want %q", c.book.Lang, c.book.Names, c.san, got, c.want)
		}
	}
}
