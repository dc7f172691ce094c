package resume

import (
	"errors"
	"strings"
	"testing"

	"github.com/anna-chess/anna/speech"
)

// TestAskerTimeControl: a wrong answer gets its reason and the question
// again (an empty line too); a time control as --time takes it, no or - a
// game without a clock; the input's end gives up. Only the answer's line is
// read: what follows it is left for the game.
func TestAskerTimeControl(t *testing.T) {
	tests := []struct {
		name, in, want string // want: the time control, "" for none
		asked          int    // how many times the question is printed
		err            error
		rest           string
	}{
		{"as --time", "90+30\ne4\n", "90+30", 1, nil, "e4\n"},
		{"a wrong answer, an empty line, then a good one", "soon\n\n5+3\n", "5+3", 3, nil, ""},
		{"-", "-\n", "", 1, nil, ""},
		{"no", "no\n", "", 1, nil, ""},
		{"the input ends", "", "", 1, ErrNoAnswer, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := strings.NewReader(tt.in)
			var out strings.Builder
			said := 0
			a := &Asker{In: in, Out: &out, Book: speech.Phrasebook{Lang: speech.EN}, Echo: true, Say: func(speech.Phrase) { said++ }}
			tc, err := a.TimeControl()
			if !errors.Is(err, tt.err) || (err == nil && tc.IsZero() != (tt.want == "")) || (tt.want != "" && tc.String() != tt.want) {
				t.Errorf("TimeControl = %v, %v; want %q, %v", tc, err, tt.want, tt.err)
			}
			q := speech.Phrasebook{Lang: speech.EN}.AskTimeControl().Text()
			wrong := speech.Phrasebook{Lang: speech.EN}.NotATimeControl().Text()
			if n := strings.Count(out.String(), q) + strings.Count(out.String(), wrong); n != tt.asked || said != tt.asked {
				t.Errorf("asked %d times (said %d), want %d:\n%s", n, said, tt.asked, out.String())
			}
			rest := make([]byte, 100)
			n, _ := in.Read(rest)
			if string(rest[:n]) != tt.rest {
				t.Errorf("left %q for the game, want %q", rest[:n], tt.rest)
			}
		})
	}
}
