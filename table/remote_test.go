package table

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/words"
)

// heardAfar is heard, and checks what anna join does with the same
// events at the other end: each event the client heard (Said), written
// and read back, rendered in the terminal's own words as the other end
// keeps them (book, changed by Own outputs), gives the very lines the
// client got, and the prompt event its prompt.
func heardAfar(t *testing.T, c *Client, book *speech.Phrasebook) string {
	t.Helper()
	var lines []string
	for _, e := range c.Take() {
		var got []speech.Phrase
		for _, o := range e.Said {
			if o.Kind == session.Own {
				*book = o.Own.Apply(*book)
				continue
			}
			data, err := words.Encode(o.Event)
			if err != nil {
				t.Fatalf("%v cannot be written: %v", o.Event.Key, err)
			}
			back, err := words.Decode(data)
			if err != nil {
				t.Fatalf("%s: %v", data, err)
			}
			got = append(got, session.Output{Kind: session.Say, Event: back}.In(*book)...)
		}
		if !reflect.DeepEqual(got, e.Lines) && (len(got) > 0 || len(e.Lines) > 0) {
			t.Errorf("rendered afar:\n%q\nat the table:\n%q", texts(got), texts(e.Lines))
		}
		if p := book.Say(e.Picture.PromptEvent).Text(); p != e.Picture.Prompt {
			t.Errorf("the prompt afar %q, at the table %q", p, e.Picture.Prompt)
		}
		for _, p := range e.Lines {
			lines = append(lines, p.Text())
		}
		lines = append(lines, e.Notices...)
	}
	return strings.Join(lines, "\n")
}

func texts(ps []speech.Phrase) []string {
	var out []string
	for _, p := range ps {
		out = append(out, p.Text())
	}
	return out
}

// TestGoodbyeOnEvents: the table knows the goodbye by its event, not its
// words: with the last save failed, quit says the unsaved goodbye, in
// each terminal's language, and anna join's copy of the event says the same.
func TestGoodbyeOnEvents(t *testing.T) {
	tb, st := newTable(t, session.Config{})
	white, err := tb.SitIn(speech.Phrasebook{Lang: speech.DE}, session.WhiteSeat, session.WhiteSeat.Roles())
	if err != nil {
		t.Fatal(err)
	}
	sit(t, tb, session.BlackSeat)
	tb.Start()
	white.Do("e4")
	book := white.Book()
	heardAfar(t, white, &book)
	st.Fail = errors.New("disk full")
	tb.Act(func(*session.Session) []session.Output { return []session.Output{{Kind: session.Save}} }) // fails
	heardAfar(t, white, &book)
	white.Do("quit")
	got := heardAfar(t, white, &book)
	de := speech.Phrasebook{Lang: speech.DE}
	if !strings.Contains(got, de.Say(words.Key("goodbye-unsaved").Event()).Text()) || strings.Contains(got, de.Say(words.Key("goodbye").Event()).Text()) {
		t.Errorf("quit after a failed save said %q, want %q", got, de.Say(words.Key("goodbye-unsaved").Event()).Text())
	}
	st.Fail = nil
}
