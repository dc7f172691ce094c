package main

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/anna-chess/anna/internal/cliline"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/speech/clips"
)

// TestEarlyVoice: a refusal is said in the voice the player keeps: the
// settings file's no-audio, rate, volume and clips, each typed on the
// command line over it in any of its forms; a value refused there leaves
// the one before; --no-audio says nothing.
func TestEarlyVoice(t *testing.T) {
	own := refusalVoice{rate: 1, volume: 100}
	for _, tt := range []struct {
		name     string
		args     []string
		settings string
		want     refusalVoice
	}{
		{"nothing", []string{"--levle", "3"}, "", own},
		{"--no-audio", []string{"--levle", "--no-audio"}, "", refusalVoice{off: true, rate: 1, volume: 100}},
		{"-no-audio=true", []string{"-no-audio=true", "--levle"}, "", refusalVoice{off: true, rate: 1, volume: 100}},
		{"--no-audio=false over the file's", []string{"--no-audio=false"}, "no-audio = true\n", own},
		{"the file's no-audio", []string{"--levle"}, "no-audio = true\n", refusalVoice{off: true, rate: 1, volume: 100}},
		{"a value refused: the file's", []string{"--no-audio=loud"}, "no-audio = true\n", refusalVoice{off: true, rate: 1, volume: 100}},
		{"the file's rate and volume", nil, "rate = 2\nvolume = 40\n", refusalVoice{rate: 2, volume: 40}},
		{"typed over the file's", []string{"--rate", "1.5", "--volume=70"}, "rate = 2\nvolume = 40\n", refusalVoice{rate: 1.5, volume: 70}},
		{"a rate refused", []string{"--rate", "9"}, "rate = 2\n", refusalVoice{rate: 2, volume: 100}},
		{"a volume refused", []string{"--volume", "101"}, "", own},
		{"--rate with no value", []string{"--rate"}, "", own},
		{"after --", []string{"--", "--no-audio"}, "", own},
		{"own recordings", []string{"--clips", "/home/eva/rec"}, "", refusalVoice{rate: 1, volume: 100, clips: "/home/eva/rec"}},
		{"a settings file not TOML", []string{"--levle"}, "no-audio = = true\n", own},
	} {
		t.Run(tt.name, func(t *testing.T) {
			home := t.TempDir()
			setHome(t, home)
			if tt.settings != "" {
				configIn(t, home, tt.settings)
			}
			if got := earlyVoice(tt.args); got != tt.want {
				t.Errorf("earlyVoice(%q) = %+v, want %+v", tt.args, got, tt.want)
			}
		})
	}
}

// saidLines are the lines of cmdlineLines that are said as well as
// printed: a flag unknown, a value refused, a flag that needs another;
// the others are printed only
// (speech's spokenCLI).
var saidLines = []string{
	"anna --bogus", "anna --lang", "anna ---x", "anna --notation morse", "anna --lang fr", "anna --rate 9",
	"anna --volume 101", "anna --engine stockfish --level 9", "anna --confirm=maybe", "anna --no-audio=loud",
	"anna extra", "anna analyze", "anna braille", "anna --engine ", "anna --level 2", "anna --time 5+3 --time-control 300",
	"anna braille g.pgn --cells 5", "anna braille g.pgn --lines 900", "anna host --seat table",
}

// TestRefusalsSaid: every line of the command line (cmdlineLines, the
// golden files' lines) in every language is said with the words printed,
// each of its clips in the bank, or is not said at all; the lines said
// are saidLines. A typed value is spelled: its clips are its letters'.
func TestRefusalsSaid(t *testing.T) {
	home := t.TempDir()
	setHome(t, home)
	lines := cmdlineLines(t, home)
	bank := clips.NewBank()
	for _, l := range speech.Langs() {
		b := speech.Phrasebook{Lang: l}
		var said []string
		for _, ln := range lines {
			p, ok := cliline.Said(b, ln.err)
			if !ok {
				continue
			}
			said = append(said, ln.name)
			if printed := filepath.ToSlash(inLang(b, ln.err)); p.Text() != printed {
				t.Errorf("%s: %s: said %q, printed %q", l, ln.name, p.Text(), printed)
			}
			if len(p.Clips()) == 0 {
				t.Errorf("%s: %s: said with no clips", l, ln.name)
			}
			for _, c := range p.Clips() {
				if _, err := bank.PCM(c); err != nil {
					t.Errorf("%s: %s: %v", l, ln.name, err)
				}
			}
		}
		if !slices.Equal(said, saidLines) {
			t.Errorf("%s: the lines said:\n%s\nwant:\n%s", l, strings.Join(said, "\n"), strings.Join(saidLines, "\n"))
		}
	}
}

// TestTypedIsSpelled: a flag or a value the player typed is spelled, its
// first 30 characters: the letters and digits, not the signs; the words a
// flag takes are spelled too.
func TestTypedIsSpelled(t *testing.T) {
	b := speech.Phrasebook{}
	letters := func(s string) []string {
		var out []string
		for _, r := range s {
			out = append(out, fmt.Sprintf("en/%c", r))
		}
		return out
	}
	p, _ := cliline.Said(b, annaSays(cliUnknownFlag, "--levle"))
	if got, want := p.Clips()[:7], append([]string{"en/anna", "en/_pause"}, letters("levle")...); !slices.Equal(got, want) {
		t.Errorf("--levle said %v, want %v", got, want)
	}
	long := "--" + strings.Repeat("x", 100)
	p, _ = cliline.Said(b, annaSays(cliUnknownFlag, long))
	if n := strings.Count(strings.Join(p.Clips(), " "), "en/x"); n != 28 {
		t.Errorf("a flag of 100 x said with %d x, want the 28 of its first 30 characters", n)
	}
	p, _ = cliline.Said(b, annaLine(&refusal{Name: "view", Value: "x", Reason: choose("line", "board")}))
	if got := strings.Join(p.Clips(), " "); !strings.Contains(got, strings.Join(letters("board"), " ")) {
		t.Errorf("choose line or board said %s: board not spelled", got)
	}
}
