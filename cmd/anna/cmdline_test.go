package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"

	"github.com/anna-chess/anna/host"
	"github.com/anna-chess/anna/internal/golden"

	"github.com/anna-chess/anna/resume"
	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/scoresheet"
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/settings"
	"github.com/anna-chess/anna/speech"
)

var update = flag.Bool("update", false, "rewrite testdata/cmdline/*.golden")

// TestEarlyLang: the language of the command line is --lang's (scanned
// before the flags are read, in any of its forms), else the settings
// file's, else ANNA_LANG's, else the locale's (LC_ALL, LC_MESSAGES, LANG,
// the first set), else English.
func TestEarlyLang(t *testing.T) {
	tests := []struct {
		name     string
		args     []string
		settings string
		env      map[string]string
		want     speech.Lang
	}{
		{"nothing", nil, "", nil, speech.EN},
		{"--lang hr", []string{"--bogus", "--lang", "hr"}, "", nil, speech.HR},
		{"--lang=sl", []string{"--lang=sl", "--bogus"}, "", nil, speech.SL},
		{"-lang de", []string{"host", "-lang", "DE"}, "", nil, speech.DE},
		{"-lang=sr", []string{"-lang=sr"}, "", map[string]string{"LANG": "de_DE.UTF-8"}, speech.SR},
		{"a wrong --lang: the next", []string{"--lang", "fr"}, "", map[string]string{"LANG": "sl_SI.UTF-8"}, speech.SL},
		{"--lang with no value", []string{"--lang"}, "", map[string]string{"ANNA_LANG": "hr"}, speech.HR},
		{"after --", []string{"--", "--lang", "hr"}, "", nil, speech.EN},
		{"the settings file", nil, "lang = \"sr\"\n", map[string]string{"LANG": "de_DE.UTF-8"}, speech.SR},
		{"the settings file, another key refused", nil, "lang = \"sl\"\nrate = 9\n", nil, speech.SL},
		{"the settings file, not TOML elsewhere", nil, "lang = \"sl\"\nrate = = 9\n", map[string]string{"LANG": "hr_HR.UTF-8"}, speech.SL},
		{"the settings file, its lang not TOML", nil, "lang = sl\nrate = 2\n", map[string]string{"LANG": "hr_HR.UTF-8"}, speech.HR},
		{"--lang before the settings file", []string{"--lang", "de"}, "lang = \"sr\"\n", nil, speech.DE},
		{"ANNA_LANG", nil, "", map[string]string{"ANNA_LANG": "de", "LANG": "hr_HR.UTF-8"}, speech.DE},
		{"ANNA_LANG not ours", nil, "", map[string]string{"ANNA_LANG": "fr", "LANG": "hr_HR.UTF-8"}, speech.HR},
		{"LANG", nil, "", map[string]string{"LANG": "hr_HR.UTF-8"}, speech.HR},
		{"LANG sr latin", nil, "", map[string]string{"LANG": "sr_RS@latin"}, speech.SR},
		{"LC_MESSAGES", nil, "", map[string]string{"LC_MESSAGES": "sl_SI.UTF-8", "LANG": "de_DE.UTF-8"}, speech.SL},
		{"LC_ALL first", nil, "", map[string]string{"LC_ALL": "de_AT.UTF-8", "LC_MESSAGES": "sl_SI", "LANG": "hr_HR"}, speech.DE},
		{"LC_ALL not ours", nil, "", map[string]string{"LC_ALL": "fr_FR.UTF-8", "LANG": "hr_HR.UTF-8"}, speech.EN},
		{"C", nil, "", map[string]string{"LANG": "C.UTF-8"}, speech.EN},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			home := t.TempDir()
			setHome(t, home)
			for _, v := range []string{"ANNA_LANG", "LC_ALL", "LC_MESSAGES", "LANG"} {
				t.Setenv(v, tt.env[v])
			}
			if tt.settings != "" {
				configIn(t, home, tt.settings)
			}
			if got := earlyLang(tt.args); got != tt.want {
				t.Errorf("earlyLang(%q) = %s, want %s", tt.args, got, tt.want)
			}
		})
	}
}

// The texts of the lines that settings, resume, internal/why, host and
// online/account say now (issue 35 moved them out of cmd/anna), named here
// to make the lines.
const (
	cliTokenUnreadable    speech.CLIText = "cli-token-unreadable"
	cliSettingsUnreadable speech.CLIText = "cli-settings-unreadable"
	cliSettingsNotFile    speech.CLIText = "cli-settings-not-file"
	cliSettingsTooLarge   speech.CLIText = "cli-settings-too-large"
	cliSettingsFile       speech.CLIText = "cli-settings-file"
	cliSettingsNone       speech.CLIText = "cli-settings-none"
	cliSettingsWins       speech.CLIText = "cli-settings-wins"
	cliSettingsUnset      speech.CLIText = "cli-settings-unset"
	cliSettingsSet        speech.CLIText = "cli-settings-set"
	cliNoSavedBeside      speech.CLIText = "cli-no-saved-beside"
	cliNoUnfinished       speech.CLIText = "cli-no-unfinished"
	cliCannotResume       speech.CLIText = "cli-cannot-resume"
	cliStateFormat        speech.CLIText = "cli-state-format"
	cliResumeKeeps        speech.CLIText = "cli-resume-keeps"
	cliResumeNoClock      speech.CLIText = "cli-resume-no-clock"
	cliResumeItsClock     speech.CLIText = "cli-resume-its-clock"
	cliResumeNotHost      speech.CLIText = "cli-resume-not-hosted"
	cliClockTooLarge      speech.CLIText = "cli-clock-too-large"
	cliNoPGNGame          speech.CLIText = "cli-no-pgn-game"
	cliNameAFile          speech.CLIText = "cli-name-a-file"
	cliCaughtUp           speech.CLIText = "cli-caught-up"
	cliHostKeyNoFolder    speech.CLIText = "cli-host-key-no-folder"
	cliHostLogUnwritten   speech.CLIText = "cli-host-log-unwritten"
	cliResumeFromSheet    speech.CLIText = "cli-resume-from-sheet"
	cliResumeSheetUnread  speech.CLIText = "cli-resume-sheet-unread"
	cliResumeSetUp        speech.CLIText = "cli-resume-set-up"
	cliResumeNoReadings   speech.CLIText = "cli-resume-no-readings"
	cliResumeNoClockGiven speech.CLIText = "cli-resume-no-clock-given"
)

// cmdlineLines are every line of the command line, made as the program
// makes them: the flags' refusals through parseFlags, the settings file's
// and anna settings' lines, the subcommands' refusals. home is the test's
// home folder, written ~ in the golden files.
func cmdlineLines(t *testing.T, home string) []struct {
	name string
	err  error
} {
	t.Helper()
	type line = struct {
		name string
		err  error
	}
	var out []line
	flags := [][]string{
		{"--bogus"}, {"--lang"}, {"---x"}, {"--notation", "morse"}, {"--lang", "fr"}, {"--rate", "9"}, {"--volume", "101"},
		{"--engine", "stockfish", "--level", "9"}, {"--chess960", "960"}, {"--time", "5x"}, {"--time-control", "40/x"},
		{"lichess", "--seek", "15+x"}, {"--confirm=maybe"}, {"--no-audio=loud"}, {"extra"}, {"join"}, {"analyze"}, {"braille"},
		{"--engine", ""}, {"--level", "2"}, {"--arbiter", "remote"}, {"host", "--seat", "arbiter", "--arbiter", "remote"},
		{"--assistant"}, {"--time", "5+3", "--time-control", "300"}, {"--chess960"}, {"--chess960", "12", "--fen", "8/8/8/8/8/8/8/8 w - - 0 1"},
		{"lichess", "extra"}, {"lichess", "--engine-side", "black"}, {"--seek", "15+10"}, {"braille", "g.pgn", "--cells", "5"},
		{"braille", "g.pgn", "--lines", "900"}, {"braille", "g.pgn", "--engine", "stockfish"}, {"--cells", "30"}, {"join", "h:2222", "--time", "5+3"},
	}
	for _, args := range flags {
		_, err := parseFlags(args, io.Discard, io.Discard)
		if err == nil {
			t.Fatalf("%q: no error", args)
		}
		out = append(out, line{"anna " + strings.Join(args, " "), err})
	}
	for _, text := range []string{
		"rate = 7\n", "rate = 2\nrate = 3\n", "language = \"de\"\n", "fen = \"x\"\n", "[speech]\nrate = 2\n", "rate = = 2\n",
		"no-audio = \"yes\"\n", "rate = true\n", "no-audio = 3\n", "time = \"5+3\"\ntime-control = \"300+3\"\n",
	} {
		configIn(t, home, text)
		o, err := parseFlags(nil, io.Discard, io.Discard)
		if err != nil || len(o.settingsNotes) != 1 {
			t.Fatalf("settings %q: %v, notes %v", text, err, o.settingsNotes)
		}
		out = append(out, line{"settings file " + strings.ReplaceAll(strings.TrimSpace(text), "\n", " / "), o.settingsNotes[0]})
	}
	os.Remove(filepath.Join(home, ".config", "anna", "config.toml"))
	path, _ := settings.Path()
	for _, e := range []*settings.Error{
		{Path: path, Why: part(cliSettingsUnreadable)}, {Path: path, Why: part(cliSettingsNotFile)},
		{Path: path, Why: part(cliSettingsTooLarge), Changing: true},
	} {
		out = append(out, line{"settings file refused", e})
	}
	for _, args := range [][]string{{"set", "rate", "9"}, {"set", "fen", "x"}, {"set", "speed", "2"}, {"frob"}} {
		var stderr strings.Builder
		if settingsCommand(args, speech.Phrasebook{}, io.Discard, &stderr) == 0 {
			t.Fatalf("settings %q: no refusal", args)
		}
		out = append(out, line{"anna settings " + strings.Join(args, " "), errors.New(strings.TrimSpace(stderr.String()))})
	}
	for _, seat := range []string{"table", "white"} {
		_, err := host.Match{SeatName: seat, Engine: session.BlackSeat}.TerminalSeat()
		if seat == "table" {
			_, err = host.Match{SeatName: seat, Engine: session.NoSeat}.TerminalSeat()
		}
		out = append(out, line{"anna host --seat " + seat, err})
	}
	blitz, _ := rules.ParseTimeControl("3+0")
	rapid, _ := rules.ParseTimeControl("15+10")
	out = append(out,
		line{"anna resume --pgn", annaSays(cliNoSavedBeside, "/home/eva/game.pgn", "/home/eva/game.anna.json")},
		line{"anna resume", annaSays(cliNoUnfinished, "/home/eva/games")},
		line{"anna resume: state", annaSays(cliCannotRead, "/home/eva/game.anna.json", resume.StateWhy(json.Unmarshal([]byte(`{"format": 1,`), &session.State{}), ""))},
		line{"anna resume: a value's kind", annaSays(cliCannotRead, "/home/eva/game.anna.json", resume.StateWhy(json.Unmarshal([]byte(`{"mirror": 5}`), &session.State{}), ""))},
		line{"anna resume: a field", annaSays(cliCannotResume, "/home/eva/game.anna.json", resume.StateWhy(&session.FieldError{Field: "clock.white_ms", Value: "-5", Why: "a clock holds 0 to 1000 hours"}, ""))},
		line{"anna resume: over", annaSays(cliCannotResume, "/home/eva/game.anna.json", resume.StateWhy(session.ErrFinished, "1/2-1/2 by agreement"))},
		line{"anna resume: a newer anna", annaSays(cliCannotResume, "/home/eva/game.anna.json", part(cliStateFormat, "2"))},
		line{"anna resume: restore", annaSays(cliCannotResume, "/home/eva/game.anna.json", resume.StateWhy(errors.New("session: no such seat"), ""))},
		line{"anna resume: clock", part(cliClockTooLarge, "7", "999:00:00", "1000h0m0s")},
		line{"anna resume --white", &said{Who: "anna resume", Text: cliResumeKeeps, Args: []any{"--white"}}},
		line{"anna resume --time, no clock", &said{Who: "anna resume", Text: cliResumeNoClock, Args: []any{"--time 90+30"}}},
		line{"anna resume --time, a clock", &said{Who: "anna resume", Text: cliResumeItsClock, Args: []any{"--time 5+3", "90+30"}}},
		line{"anna resume --listen", &said{Who: "anna resume", Text: cliResumeNotHost, Args: []any{"--listen"}}},
		line{"anna analyze: PGN", annaSays(cliNoPGNGame, "g.pgn", "no moves")},
		line{"anna analyze: no moves", annaSays(cliNoMovesAnalyse, "g.pgn")},
		line{"anna analyze: engine", annaSays(cliCannotAnalyse, "g.pgn", errors.New("EOF"))},
		line{"anna host: key", annaSays(cliHostKeyNoFolder, errors.New("$HOME is not defined"))},
		line{"anna host: log", annaSays(cliHostLogUnwritten, "/home/eva/.local/state/anna/host.log", errors.New("permission denied"))},
		line{"--guidelines-iii on, blitz", annaSays(cliGuidelinesOn, guidelinesReason(rules.GuidelinesOn.Check(blitz)))},
		line{"--guidelines-iii on, no clock", annaSays(cliGuidelinesOn, guidelinesReason(rules.GuidelinesOn.Check(rules.TimeControl{})))},
		line{"--guidelines-iii on, increment", annaSays(cliGuidelinesOn, guidelinesReason(rules.GuidelinesOn.Check(rapid)))},
		line{"--fen 8/8/8 w", annaSays(cliFENUnusable, fenReason(rules.CheckArises(rules.StandardChess, "8/8/8 w")))},
		line{"--fen with two white kings", annaSays(cliFENUnusable, fenReason(rules.CheckArises(rules.StandardChess, "4k3/8/8/8/8/8/8/3KK3 w - - 0 1")))},
		line{"--chess960 --fen, castling", annaSays(cliFENUnusable, fenReason(rules.CheckArises(rules.Chess960, "4k3/8/8/8/8/8/8/R3K3 w G - 0 1")))},
		line{"anna lichess login: token", annaSays(cliTokenUnreadable, errors.New("EOF"))},
		line{"the terminal in raw mode", annaLine(part(cliTerminalRaw, syscall.ENOTTY))},
		line{"no games folder", annaSays(cliNameAFile, errors.New("no home"))},
		line{"no home for the games folder", noGamesFolder(&scoresheet.NoHomeError{Err: errors.New("$HOME is not defined")})},
		line{"anna resume: a file too large", scoresheetTrouble(&scoresheet.TooLargeError{Path: "/home/eva/g.anna.json", Size: 1 << 30}, cliCannotRead)},
		line{"--pgn in a folder not writable", scoresheetTrouble(fmt.Errorf("scoresheet: /home/eva/ro/g.anna.lock cannot be locked: %w",
			&os.PathError{Op: "open", Path: "/home/eva/ro/g.anna.lock", Err: syscall.EACCES}), cliCannotWrite)},
		line{"anna resume: unreadable", scoresheetTrouble(fmt.Errorf("scoresheet: /home/eva/g.pgn cannot be read: %w",
			&os.PathError{Op: "read", Path: "/home/eva/g.pgn", Err: syscall.EIO}), cliCannotRead)},
		line{"anna resume: a folder", scoresheetTrouble(&scoresheet.NotRegularError{Path: "/home/eva/g.anna.json", Mode: os.ModeDir}, cliCannotRead)},
	)
	for _, tt := range append(unreadablePGNs,
		struct{ name, text, want string }{"a tag", "[Event x]\n*", ""}, struct{ name, text, want string }{"a stray bracket", "1. e4 ) *", ""},
		struct{ name, text, want string }{"a variation", "1. e4 (1. d4", ""}, struct{ name, text, want string }{"a variant", "[Variant \"Atomic\"]\n*", ""}) {
		_, err := rules.ReadPGNRecord(tt.text)
		out = append(out, line{"a PGN: " + tt.name, pgnTrouble("g.pgn", err)})
	}
	for _, m := range []os.FileMode{os.ModeDir, os.ModeNamedPipe, os.ModeDevice | os.ModeCharDevice, os.ModeSocket, os.ModeSymlink, os.ModeIrregular} {
		out = append(out, line{"--pgn " + m.String(), notAFile(&scoresheet.NotRegularError{Path: "/home/eva/x", Mode: m}, "/home/eva/x")})
	}
	return out
}

// TestCommandLineInEachLanguage: every line of the command line in every
// language, as testdata/cmdline/LANG.golden has them (go test -run
// TestCommandLineInEachLanguage -update writes them): one line each, no
// slot left unfilled. A line the same in every language but English's is
// a line left in English.
func TestCommandLineInEachLanguage(t *testing.T) {
	home := t.TempDir()
	setHome(t, home)
	lines := cmdlineLines(t, home)
	plain := map[string]string{} // English
	for _, l := range speech.Langs() {
		b := speech.Phrasebook{Lang: l}
		var got strings.Builder
		for i, ln := range lines {
			text := inLang(b, ln.err)
			if strings.HasPrefix(ln.name, "anna settings ") {
				// settingsCommand printed it in English; said again here.
				args := strings.Fields(strings.TrimPrefix(ln.name, "anna settings "))
				var stderr strings.Builder
				settingsCommand(args, b, io.Discard, &stderr)
				text = strings.TrimSpace(stderr.String())
			}
			// A path as the goldens write it: ~/.config/... (Windows' too).
			text = filepath.ToSlash(strings.ReplaceAll(text, home, "~"))
			if strings.Contains(text, "\n") || unfilledSlot.MatchString(text) {
				t.Errorf("%s: %s: %q is not one filled line", l, ln.name, text)
			}
			if l == speech.EN {
				plain[ln.name+string(rune(i))] = text
			} else if text == plain[ln.name+string(rune(i))] && !sameInEveryLanguage[ln.name] {
				t.Errorf("%s: %s: still English: %q", l, ln.name, text)
			}
			got.WriteString("# " + ln.name + "\n" + text + "\n")
		}
		got.WriteString("# anna settings\n")
		for _, t2 := range []speech.CLIText{cliSettingsNone, cliSettingsWins} {
			got.WriteString(b.CommandLine(t2) + "\n")
		}
		got.WriteString(b.CommandLine(cliSettingsFile, "~/.config/anna/config.toml") + "\n")
		got.WriteString(b.CommandLine(cliSettingsSet, "rate = 2", "~/.config/anna/config.toml") + "\n")
		got.WriteString(b.CommandLine(cliSettingsUnset, "rate", "~/.config/anna/config.toml") + "\n")
		for _, n := range []int{1, 2, 3, 5, 21, 102} {
			got.WriteString(b.CommandLineCount(cliCaughtUp, n, "~/game.pgn") + "\n")
			got.WriteString(b.CommandLineCount(cliResumeSetUp, n, "~/game.pgn") + "\n")
		}
		got.WriteString("# anna resume from a scoresheet\n")
		got.WriteString(b.CommandLine(cliResumeFromSheet, "~/game.anna.json cannot be read: EOF", "~/game-unreadable.anna-state") + "\n")
		got.WriteString(b.CommandLine(cliResumeSheetUnread, "~/game.pgn, line 2: \"Blubb\" is not a move") + "\n")
		got.WriteString(b.CommandLine(cliResumeNoReadings, "1:30:00") + "\n")
		got.WriteString(inLang(b, &said{Who: "anna resume", Text: cliResumeNoClockGiven, Args: []any{"~/paper.pgn"}}) + "\n")
		got.WriteString(b.AskTimeControl().Text() + "\n" + b.NotATimeControl().Text() + "\n")
		golden.Check(t, filepath.Join("testdata", "cmdline", string(l)+".golden"), got.String(), *update)
	}
}

// unfilledSlot is a template's slot left in a line ({1}).
var unfilledSlot = regexp.MustCompile(`\{[0-9]+\}`)

// sameInEveryLanguage are the lines whose words are all the user's own
// (a flag's name and the value typed) or the system's.
var sameInEveryLanguage = map[string]bool{}

// TestCommandLineLanguageEndToEnd: the binary answers its command line in
// the language known first, one line on standard error, with the exit
// code of the mistake; and a game with no --lang speaks the locale's.
func TestCommandLineLanguageEndToEnd(t *testing.T) {
	tests := []struct {
		name     string
		env      []string
		settings string
		args     []string
		code     int
		want     string
	}{
		{"--lang hr before", nil, "", []string{"--lang", "hr", "--seek", "15+10"}, 2, "anna: --seek je za anna lichess, a ne za partiju na ovom terminalu\n"},
		{"--lang=de after the mistake", nil, "", []string{"--bogus", "--lang=de"}, 2, "anna: --bogus: diese Option gibt es nicht (anna --help nennt die Optionen)\n"},
		{"LANG sl", []string{"LANG=sl_SI.UTF-8"}, "", []string{"--bogus"}, 2, "anna: --bogus: take možnosti ni (anna --help navede možnosti)\n"},
		{"ANNA_LANG sr", []string{"ANNA_LANG=sr", "LANG=de_DE.UTF-8"}, "", []string{"settings", "frob"}, 2,
			"anna settings: upišite anna settings, anna settings set KLJUČ VREDNOST (anna settings set rate 2) ili anna settings unset KLJUČ\n"},
		{"the settings file's", []string{"LANG=de_DE.UTF-8"}, "lang = \"hr\"\n", []string{"--rate", "9"}, 2,
			"anna: --rate \"9\": odaberite od 0.5 do 4 (1 je glas kako je snimljen, 2 dvostruko brže)\n"},
		{"a wrong --lang in the locale's", []string{"LANG=hr_HR.UTF-8"}, "", []string{"--lang", "fr"}, 2, "anna: --lang \"fr\": odaberite en, de, hr, sl ili sr\n"},
		{"a missing value", []string{"LC_ALL=de_DE.UTF-8"}, "", []string{"--pgn"}, 2, "anna: --pgn braucht einen Wert (anna --help nennt die Optionen)\n"},
		{"a subcommand", []string{"LANG=sl_SI.UTF-8"}, "", []string{"join"}, 2, "anna: join potrebuje gostitelja, npr. anna join HOST:2222 --seat black\n"},
		{"anna join at a seat that is none", []string{"LANG=sl_SI.UTF-8"}, "", []string{"join", "127.0.0.1:1", "--seat", "nobody"}, 2,
			"anna: --seat \"nobody\": izberite white, black, assistant, arbiter ali watch\n"},
		{"anna resume", nil, "", []string{"resume", "--lang", "hr", "--pgn", "/nonexistent/g.pgn"}, 1,
			"anna: nema spremljenog meča uz /nonexistent/g.pgn (traženo: /nonexistent/g.anna.json)\n"},
		{"a locale anna lacks", []string{"LC_ALL=fr_FR.UTF-8", "LANG=hr_HR.UTF-8"}, "", []string{"--bogus"}, 2, "anna: --bogus: no such flag (anna --help lists the flags)\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			home := t.TempDir()
			if tt.settings != "" {
				configIn(t, home, tt.settings)
			}
			out, errOut, code := runAnnaEnv(t, home, tt.env, "", tt.args...)
			if code != tt.code || errOut != tt.want || out != "" {
				t.Errorf("exit %d, stdout %q, stderr %q; want exit %d, stderr %q", code, out, errOut, tt.code, tt.want)
			}
		})
	}
	// With no --lang, the game is in the locale's language too.
	out, _, code := runAnnaEnv(t, t.TempDir(), []string{"LANG=hr_HR.UTF-8"}, "izlaz\n", "--no-audio", "--pgn", filepath.Join(t.TempDir(), "g.pgn"))
	if code != 0 || !strings.Contains(out, "Nova partija. 1. Bijeli na potezu") {
		t.Errorf("LANG=hr_HR.UTF-8 anna: exit %d, the game not in Croatian:\n%s", code, out)
	}
}

// runAnnaEnv runs the binary in home with env added.
func runAnnaEnv(t *testing.T, home string, env []string, input string, args ...string) (string, string, int) {
	t.Helper()
	cmd := exec.Command(annaBin, args...)
	cmd.Env = append(append(os.Environ(), homeEnv(home)...), env...)
	cmd.Stdin = strings.NewReader(input)
	var out, errb strings.Builder
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return out.String(), errb.String(), code
}

// TestHelpInEachLanguage: anna --help in every language, as
// testdata/cmdline/help-LANG.golden has it (-update writes them): every
// flag described in every language ([flags] in the language files), no
// description of a flag anna lacks, no line wider than the usage's own.
func TestHelpInEachLanguage(t *testing.T) {
	setHome(t, t.TempDir())
	fs := newFlagSet()
	defineFlags(fs, &options{}, &flagValues{})
	for _, l := range speech.Langs() {
		b := speech.Phrasebook{Lang: l}
		fs.VisitAll(func(f *flag.Flag) {
			if b.FlagHelp(f.Name) == "" {
				t.Errorf("%s: --%s has no description in speech/lang/%s.toml [flags]", l, f.Name, l)
			}
		})
		for _, name := range b.FlagsDescribed() {
			if fs.Lookup(name) == nil {
				t.Errorf("%s: [flags] describes --%s, which anna does not have", l, name)
			}
		}
		var out strings.Builder
		if _, err := parseFlags([]string{"--lang", string(l), "--help"}, &out, io.Discard); !errors.Is(err, flag.ErrHelp) {
			t.Fatalf("%s: --help: %v", l, err)
		}
		for _, line := range strings.Split(out.String(), "\n") {
			if len([]rune(line)) > 78 { // the usage block's lines and the flags' descriptions
				t.Errorf("%s: a line of --help wider than 78 columns: %q", l, line)
			}
		}
		golden.Check(t, filepath.Join("testdata", "cmdline", "help-"+string(l)+".golden"), out.String(), *update)
	}
}

// TestSubcommandHelpListsItsOwnFlags: anna join --help (and analyze's,
// braille's) lists the flags that subcommand reads, not every flag of
// anna: a joiner reading --listen or --chess960 would look for them in
// vain.
func TestSubcommandHelpListsItsOwnFlags(t *testing.T) {
	setHome(t, t.TempDir())
	fs := newFlagSet()
	defineFlags(fs, &options{}, &flagValues{})
	own := newFlagSet() // anna lichess's own flags, each in its --help
	addLichessFlags(own, &lichessFlags{})
	lichess, _ := subcommandNamed("lichess")
	own.VisitAll(func(f *flag.Flag) {
		if !lichess.readsFlag(f.Name) {
			t.Errorf("anna lichess --help does not list its own --%s (subcommands)", f.Name)
		}
	})
	for _, c := range []struct {
		args     []string
		has, not []string
	}{
		{[]string{"join", "--help"}, []string{"--seat", "--view", "--lang", "--no-audio", "--pieces"}, []string{"--listen", "--chess960", "--seek", "--cells", "--time "}},
		{[]string{"join", "HOST:2222", "--help"}, []string{"--seat"}, []string{"--listen"}},
		{[]string{"braille", "--help"}, []string{"--cells", "--unicode", "--lang"}, []string{"--seat", "--listen", "--seek"}},
		{[]string{"analyze", "--help"}, []string{"--engine", "--level"}, []string{"--seat", "--cells", "--listen"}},
		{[]string{"lichess", "--help"}, []string{"--seek", "--chat", "--view", "--lang", "--level"}, []string{"--listen", "--seat", "--fen", "--chess960", "--time ", "--cells"}},
		{[]string{"host", "--help"}, []string{"--listen", "--seat", "--time "}, nil},
		{[]string{"--help"}, []string{"--listen", "--seat", "--cells", "--seek"}, nil},
	} {
		var out strings.Builder
		if _, err := parseFlags(c.args, &out, io.Discard); !errors.Is(err, flag.ErrHelp) {
			t.Fatalf("%v: %v", c.args, err)
		}
		for _, f := range c.has {
			if !strings.Contains(out.String(), "\n  "+f) {
				t.Errorf("anna %s does not list %s", strings.Join(c.args, " "), f)
			}
		}
		for _, f := range c.not {
			if strings.Contains(out.String(), "\n  "+f) {
				t.Errorf("anna %s lists %s, which it does not read", strings.Join(c.args, " "), f)
			}
		}
	}
}
