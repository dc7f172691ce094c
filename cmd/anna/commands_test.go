package main

import (
	"errors"
	"flag"
	"io"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestCommandFirst: a subcommand typed after flags is put first, with
// anna lichess's action after it; a flag's value that is a command's word
// stays the flag's, and nothing after the command's own argument moves.
func TestCommandFirst(t *testing.T) {
	tests := []struct{ in, want string }{
		{"--no-audio resume", "resume --no-audio"},
		{"resume --no-audio", "resume --no-audio"},
		{"--lang de --pgn g.pgn resume --time 5+3", "resume --lang de --pgn g.pgn --time 5+3"},
		{"--level 8 analyze g.pgn --lang hr", "analyze --level 8 g.pgn --lang hr"},
		{"--white resume", "--white resume"},
		{"--white=Eva host", "host --white=Eva"},
		{"--no-audio=false join h:2222", "join --no-audio=false h:2222"},
		{"--chess960 host --fen x", "host --chess960 --fen x"},
		{"--chess960 12 host", "host --chess960 12"},
		{"lichess --lichess-url http://x logout", "lichess logout --lichess-url http://x"},
		{"--lang sl lichess login", "lichess login --lang sl"},
		{"--bogus resume", "--bogus resume"},
		{"extra resume", "extra resume"},
		{"-- resume", "-- resume"},
		{"--lang hr settings set rate 2", "settings --lang hr set rate 2"},
		{"analyze resume.pgn", "analyze resume.pgn"},
	}
	for _, tt := range tests {
		got := strings.Join(commandFirst(strings.Fields(tt.in)), " ")
		if got != tt.want {
			t.Errorf("commandFirst(%s) = %s, want %s", tt.in, got, tt.want)
		}
	}
}

// TestEveryFlagReadOrRefused: for every command and every flag of anna,
// the flag is either read (no refusal of it) or refused naming the command
// and the commands that read it; none is passed over.
func TestEveryFlagReadOrRefused(t *testing.T) {
	t.Setenv("HOME", t.TempDir())
	t.Setenv("XDG_CONFIG_HOME", "")
	samples := map[string]string{"time": "5+3", "time-control": "300", "chess960": "12", "engine": "stockfish", "level": "3",
		"seek": "15+10", "ai": "3", "seat": "black", "fen": "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "listen": "127.0.0.1:0"}
	fs := newFlagSet()
	defineFlags(fs, &options{}, &flagValues{})
	var names []string
	fs.VisitAll(func(f *flag.Flag) { names = append(names, f.Name) })
	for _, c := range subcommands {
		if c.name == "settings" {
			continue // TestSettingsReadsNoFlag
		}
		for _, name := range names {
			arg := "--" + name
			if f := fs.Lookup(name); !isBoolFlag(f) {
				v, ok := samples[name]
				if !ok {
					v = f.DefValue
				}
				if v == "" {
					v = "x"
				}
				arg += "=" + v
			}
			args := append(strings.Fields(c.name), arg)
			switch c.name {
			case "analyze", "braille":
				args = append(args, "g.pgn")
			case "join":
				args = append(args, "h:2222")
			}
			_, err := parseFlags(args, io.Discard, io.Discard)
			if errors.Is(err, flag.ErrHelp) {
				continue // --version
			}
			refused := err != nil && strings.Contains(err.Error(), " is for ") && strings.Contains(err.Error(), ", not for ")
			if c.readsFlag(name) && refused {
				t.Errorf("anna %s: %s refused, which it reads: %v", c.name, arg, err)
			}
			if !c.readsFlag(name) && !refused && !(strings.HasPrefix(c.name, "lichess") && name == "engine-side" && err != nil) {
				t.Errorf("anna %s %s: %v, want it refused naming %s", c.name, arg, err, c.form())
			}
			if refused && c.name != "" && !strings.HasPrefix(err.Error(), c.form()+": ") {
				t.Errorf("anna %s %s: %q does not name the command", c.name, arg, err)
			}
		}
	}
	for _, c := range subcommands {
		for _, name := range c.reads {
			if fs.Lookup(name) == nil {
				t.Errorf("%s reads --%s, which anna does not have", c.form(), name)
			}
		}
	}
}

// TestFlagsBeforeOrAfterTheCommand, through the binary: the anna
// --no-audio resume (refused: unexpected "resume"), and the other
// commands with flags before them, answer as with the flags after.
func TestFlagsBeforeOrAfterTheCommand(t *testing.T) {
	dir := t.TempDir()
	pgn := filepath.Join(dir, "g.pgn")
	if _, errOut, code := runAnna(t, "e4\nquit\n", "--no-audio", "--pgn", pgn); code != 0 {
		t.Fatalf("the game: exit %d: %s", code, errOut)
	}
	for _, args := range [][]string{
		{"--no-audio", "resume", "--pgn", pgn},
		{"resume", "--no-audio", "--pgn", pgn},
		{"--no-audio", "--pgn", pgn, "resume"},
	} {
		out, errOut, code := runAnna(t, "quit\n", args...)
		if code != 0 || !strings.Contains(out, "The match is resumed. 1. Black to move") {
			t.Errorf("anna %s: exit %d, %s%s", strings.Join(args, " "), code, out, errOut)
		}
	}
	before, _, _ := runAnna(t, "", "braille", pgn, "--lang", "de")
	after, errOut, code := runAnna(t, "", "--lang", "de", "braille", pgn)
	// The words of the sheet are liblouis's (none on Windows: the moves only).
	_, noLouis := exec.LookPath("lou_translate")
	if code != 0 || after != before || noLouis == nil && !strings.Contains(after, "SCHWARZ AM") {
		t.Errorf("anna --lang de braille: exit %d, %q (%s), want the sheet of anna braille --lang de:\n%s", code, after, errOut, before)
	}
}

// TestFlagsNotReadRefused, through the binary: a flag a command does not
// read is refused with exit 2, naming the command and where the flag
// belongs; anna resume refuses a game's set-up flags with the reason.
func TestFlagsNotReadRefused(t *testing.T) {
	dir := t.TempDir()
	plain, clocked := filepath.Join(dir, "plain.pgn"), filepath.Join(dir, "clocked.pgn")
	runAnna(t, "e4\nquit\n", "--no-audio", "--pgn", plain)
	runAnna(t, "e4\nquit\n", "--no-audio", "--time", "90+30", "--pgn", clocked)
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"resume", "--pgn", plain, "--time", "90+30"}, "anna resume: --time 90+30: the game resumed is played without a clock, as it began; a time control is set before a game starts (6.3.1)"},
		{[]string{"--time", "90+30", "resume", "--pgn", plain}, "anna resume: --time 90+30: the game resumed is played without a clock"},
		{[]string{"resume", "--pgn", clocked, "--time", "5+3"}, "anna resume: --time 5+3: the game resumed keeps the time control it began with, 90+30"},
		{[]string{"resume", "--pgn", plain, "--white", "Eva"}, "anna resume: --white: a game resumed goes on as it began; --white sets up a new game"},
		{[]string{"resume", "--pgn", plain, "--listen", "127.0.0.1:0"}, "anna resume: --listen: the match resumed was played at one terminal; anna host --resume hosts it, with --listen"},
		{[]string{"resume", "--pgn", plain, "--level", "2"}, "anna: --level needs an engine: add --engine stockfish"},
		{[]string{"braille", plain, "--engine", "stockfish"}, "anna braille: --engine is for anna, anna host, anna resume, anna analyze or anna lichess, not for anna braille"},
		{[]string{"--cells", "30"}, "anna: --cells is for anna braille, not for a game at this terminal"},
		{[]string{"analyze", plain, "--time", "5+3"}, "anna analyze: --time is for anna, anna host or anna resume, not for anna analyze"},
		{[]string{"join", "h:2222", "--engine", "stockfish"}, "anna join: --engine is for"},
		{[]string{"lichess", "login", "--seek", "15+10"}, "anna lichess login: --seek is for anna lichess, not for anna lichess login"},
		{[]string{"settings", "--rate", "2"}, "anna settings: --rate is for anna, anna host, anna resume, anna analyze, anna join, anna puzzle, anna lichess or anna lichess puzzle, not for anna settings"},
	}
	for _, tt := range tests {
		out, errOut, code := runAnna(t, "quit\n", tt.args...)
		if code != 2 || !strings.HasPrefix(errOut, tt.want) || strings.Count(errOut, "\n") != 1 || out != "" {
			t.Errorf("anna %s: exit %d, stdout %q, stderr %q; want exit 2 and %q", strings.Join(tt.args, " "), code, out, errOut, tt.want)
		}
	}
	// The same time control is no change: the game goes on.
	if out, errOut, code := runAnna(t, "quit\n", "resume", "--no-audio", "--pgn", clocked, "--time", "90+30"); code != 0 || !strings.Contains(out, "resumed") {
		t.Errorf("anna resume --time 90+30 of a 90+30 game: exit %d, %s%s", code, out, errOut)
	}
}

// TestEngineTakenOnResume, through the binary: --engine given to anna
// resume of a game that had none is taken: the engine plays Black (as
// --engine-side's default) and answers White's 1. e4 on the scoresheet.
func TestEngineTakenOnResume(t *testing.T) {
	needStockfish(t)
	dir := t.TempDir()
	pgn := filepath.Join(dir, "g.pgn")
	runAnna(t, "e4\nquit\n", "--no-audio", "--pgn", pgn)
	a := startPlaying(t, dir, "resume", "--no-audio", "--pgn", pgn, "--engine", "stockfish", "--level", "1")
	a.waitFor(t, "The engine plays Black, at level 1 of 8.")
	for deadline := time.Now().Add(60 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		if g := readSheet(pgn); g != nil && len(g.Moves()) == 2 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the engine did not answer 1. e4 in 60 s: %s", a.err.String())
		}
	}
	io.WriteString(a.in, "quit\n")
	a.waitFor(t, "Game saved.")
}

// TestEveryCommandRuns: every row of the table says what runs it, once:
// run after the flags are read, or ownArgs for a command that reads its
// own arguments. A row with neither would leave its command undone.
func TestEveryCommandRuns(t *testing.T) {
	for _, c := range subcommands {
		if (c.run == nil) == (c.ownArgs == nil) {
			t.Errorf("%s: run set %v, ownArgs set %v; want exactly one", c.form(), c.run != nil, c.ownArgs != nil)
		}
	}
}
