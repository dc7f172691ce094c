package table

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/words"
)

// TestAwayHearsWhatItMissed: a seat marked away (a host started again)
// hears, when its player sits down, what was said meanwhile, but not
// that the game waited for it; the others hear that it is back.
func TestAwayHearsWhatItMissed(t *testing.T) {
	tb, _ := newTable(t, session.Config{})
	tb.Away(session.BlackSeat, session.SpectatorSeat)
	w := sit(t, tb, session.WhiteSeat)
	tb.Start()
	tb.Act(func(*session.Session) []session.Output { // said to everybody while Black is away
		return []session.Output{{Kind: session.Say, Event: words.Declare("saved-now").Event(), To: session.Everyone}}
	})
	heard(w)
	b := sit(t, tb, session.BlackSeat)
	got := heard(b)
	if !strings.HasPrefix(got, "While you were away:\n"+speech.Phrasebook{}.Say(words.Key("saved-now").Event()).Text()) || strings.Contains(got, "Waiting for") {
		t.Errorf("Black, back, heard %q", got)
	}
	if got := heard(w); !strings.Contains(got, "Black is back.") {
		t.Errorf("White heard %q", got)
	}
}

// TestKeepSaves: what the host keeps is saved at once, in the state.
func TestKeepSaves(t *testing.T) {
	tb, st := newTable(t, session.Config{})
	tb.Keep(func() json.RawMessage { return json.RawMessage(`{"codes":{"black":"felix-drei"}}`) })
	if docs := st.Last(); !strings.Contains(string(docs.State), "felix-drei") {
		t.Errorf("the state saved: %s", docs.State)
	}
}
