package settings

import (
	"errors"
	"flag"
	"slices"
	"strings"
	"testing"

	"github.com/anna-chess/anna/speech"
)

// flags are a flag set that refuses a rate above 4 as the command line's
// do: the refusal noted, in the flag's words.
type flags struct {
	*flag.FlagSet
	value  string
	reason error
}

func (f *flags) TakeRefused() (string, error) {
	v, r := f.value, f.reason
	f.value, f.reason = "", nil
	return v, r
}

type rate struct{ f *flags }

func (r rate) String() string { return "" }
func (r rate) Set(s string) error {
	if s > "4" {
		r.f.value, r.f.reason = s, errors.New("too fast")
		return r.f.reason
	}
	return nil
}

func newFlags() *flags {
	f := &flags{FlagSet: flag.NewFlagSet("anna", flag.ContinueOnError)}
	f.Var(rate{f}, "rate", "")
	f.String("lang", "en", "")
	f.String("time", "", "")
	f.String("time-control", "", "")
	f.String("fen", "", "")
	f.Bool("no-audio", false, "")
	return f
}

// TestApply: each setting is set or refused alone, with its line and the
// flag's own reason; a key for one game, a key twice, both clocks and a
// word for a true-or-false flag are refused, and the good ones stay.
func TestApply(t *testing.T) {
	tests := []struct {
		name, file string
		keys       []string
		refused    []string // each refusal as said in English
	}{
		{"good", "lang = \"de\"\nrate = 2\n", []string{"lang", "rate"}, nil},
		{"the flag refuses", "rate = 9\nlang = \"hr\"\n", []string{"lang"}, []string{`line 1, rate: "9": too fast`}},
		{"for one game", "fen = \"x\"\n", nil, []string{"line 1, fen"}},
		{"both clocks", "time = \"5+3\"\ntime-control = \"300\"\n", []string{"time"}, []string{"line 2, time-control"}},
		{"a word for true or false", "no-audio = \"yes\"\n", nil, []string{`line 1, no-audio: "yes"`}},
		{"not TOML, line by line", "lang = \"sl\"\nrate = = 2\nlang = \"de\"\n", []string{"lang"}, []string{"line 2, rate", "line 3, lang"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			keys, problems := Apply("config.toml", []byte(tt.file), newFlags())
			if !slices.Equal(keys, tt.keys) {
				t.Errorf("set %v, want %v", keys, tt.keys)
			}
			if len(problems) != len(tt.refused) {
				t.Fatalf("refused %v, want %d refusals", problems, len(tt.refused))
			}
			for i, p := range problems {
				line := p.In(speech.Phrasebook{Lang: speech.EN})
				if !strings.Contains(line, tt.refused[i]) || !strings.HasPrefix(line, "anna: config.toml") || !p.LeftOut {
					t.Errorf("refusal %d: %q, want it to name %q and leave the key out", i, line, tt.refused[i])
				}
			}
		})
	}
}

// TestEdit: a key's line is replaced where it is, or added at the end;
// "" removes it; every other line, comments too, stays.
func TestEdit(t *testing.T) {
	file := "# mine\nlang = \"de\"\nrate = 2"
	for _, tt := range []struct{ key, line, want string }{
		{"lang", `lang = "hr"`, "# mine\nlang = \"hr\"\nrate = 2"},
		{"volume", "volume = 3", "# mine\nlang = \"de\"\nrate = 2\nvolume = 3\n"},
		{"lang", "", "# mine\nrate = 2"},
	} {
		if got := string(Edit([]byte(file), tt.key, tt.line)); got != tt.want {
			t.Errorf("Edit %s to %q: %q, want %q", tt.key, tt.line, got, tt.want)
		}
	}
}
