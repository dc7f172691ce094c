package speech

import (
	"testing"
	"time"

	"github.com/anna-chess/anna/rules"
)

// TestLichessGameStartsSaysTheColour: the colour the player has in a lichess
// game is said as a role ("igrate kao Crni", "igrate kot Črni"), not as
// the object of "igrate".
func TestLichessGameStartsSaysTheColour(t *testing.T) {
	tests := []struct {
		lang Lang
		want string
	}{
		{EN, "Game against Aaron (1776), rated, 15+10: you play Black."},
		{DE, "Partie gegen Aaron (1776), gewertet, 15+10: du spielst Schwarz."},
		{HR, "Partija protiv Aaron (1776), za rejting, 15+10: igrate kao Crni."},
		{SR, "Partija protiv Aaron (1776), za rejting, 15+10: igrate kao Crni."},
		{SL, "Partija proti Aaron (1776), za rating, 15+10: igrate kot Črni."},
	}
	for _, tt := range tests {
		b := Phrasebook{Lang: tt.lang}
		got := b.lichessGameStarts(b.lichessPlayer("Aaron", 1776), true, b.lichessClock(15*time.Minute, 10*time.Second, 0), b.Color(rules.Black)).Text()
		if got != tt.want {
			t.Errorf("%s: got %q, want %q", tt.lang, got, tt.want)
		}
	}
}
