package main

import (
	"strings"
	"testing"
)

// TestRatedFlag: --rated on the command line makes a game for rating:
// at one keyboard, the arbiter's code; at anna host, the arbiter's own
// seat (--arbiter remote, unless the host's terminal is the arbiter's),
// and --arbiter here beside it is refused with the reason; anna resume
// refuses it. rated = true in the settings file is anna lichess's seek
// alone: a game at home stays casual.
func TestRatedFlag(t *testing.T) {
	for _, tt := range []struct {
		args     []string
		settings string
		rated    bool
		remote   bool
		refused  string
	}{
		{args: []string{"--rated"}, rated: true},
		{args: nil},
		{args: nil, settings: "rated = true\n"},
		{args: []string{"host", "--rated"}, rated: true, remote: true},
		{args: []string{"host", "--rated", "--seat", "arbiter"}, rated: true},
		{args: []string{"host", "--rated", "--arbiter", "remote"}, rated: true, remote: true},
		{args: []string{"host", "--rated", "--arbiter", "here"}, refused: "--rated at anna host: the arbiter has a seat of their own"},
		{args: []string{"resume", "--rated"}, refused: "--rated is for a game that starts"},
		{args: []string{"--resume", "--rated"}, refused: "--rated is for a game that starts"},
		{args: []string{"lichess", "--rated"}, rated: true},
	} {
		t.Run(strings.Join(tt.args, " ")+" "+tt.settings, func(t *testing.T) {
			o, err := flagsWith(t, tt.args, tt.settings)
			switch {
			case tt.refused != "":
				if err == nil || !strings.Contains(err.Error(), tt.refused) {
					t.Errorf("got %v, want %q", err, tt.refused)
				}
			case err != nil:
				t.Errorf("refused: %v", err)
			case o.rated != tt.rated || o.arbiterRemote != tt.remote:
				t.Errorf("rated %v, arbiter remote %v; want %v, %v", o.rated, o.arbiterRemote, tt.rated, tt.remote)
			}
			if tt.settings != "" && !o.lichess.rated {
				t.Error("the settings file's rated no longer reaches anna lichess")
			}
		})
	}
}
