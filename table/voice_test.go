package table

import (
	"slices"
	"testing"

	"github.com/anna-chess/anna/session"
)

// voiceOf collects the voice changes waiting for a client; its lines are
// dropped.
func voiceOf(c *Client) []session.VoiceChange {
	var got []session.VoiceChange
	for _, e := range c.Take() {
		got = append(got, e.Voice...)
	}
	return got
}

// TestVoiceIsTheTerminalsOwn: faster, slower, louder and softer reach the
// terminal that typed them and nobody else, not another spectator, not a
// player coming back; the game goes on as before.
func TestVoiceIsTheTerminalsOwn(t *testing.T) {
	tb, _ := newTable(t, session.Config{})
	w, b := sit(t, tb, session.WhiteSeat), sit(t, tb, session.BlackSeat)
	s1, s2 := sit(t, tb, session.SpectatorSeat), sit(t, tb, session.SpectatorSeat)
	tb.Start()
	w.Do("e4")
	b.Leave()
	for _, c := range []*Client{w, s1, s2} {
		c.Take()
	}
	for _, tt := range []struct {
		c    *Client
		line string
		want session.VoiceChange
	}{{w, "faster", session.Faster}, {s1, "softer", session.Softer}, {s2, "slower", session.Slower}, {w, "louder", session.Louder}} {
		tt.c.Do(tt.line)
		for _, c := range []*Client{w, s1, s2} {
			got := voiceOf(c)
			var want []session.VoiceChange
			if c == tt.c {
				want = []session.VoiceChange{tt.want}
			}
			if !slices.Equal(got, want) {
				t.Errorf("%q typed at %s: %s got %v, want %v", tt.line, tt.c.Seat(), c.Seat(), got, want)
			}
		}
	}
	back := sit(t, tb, session.BlackSeat)
	if got := voiceOf(back); len(got) != 0 {
		t.Errorf("Black coming back got the voice changes of others: %v", got)
	}
	w.Take()
	back.Do("e5")
	if got := heard(w); got != "Bauer Eva fuenf" {
		t.Errorf("the game did not go on: White heard %q", got)
	}
}
