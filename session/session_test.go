package session

import (
	"bufio"
	"flag"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/speech"
)

var update = flag.Bool("update", false, "rewrite the golden transcripts in testdata")

// recordEvents, when set, is given every event the transcripts' sessions
// say and their prompts (TestEventsRoundTrip).
var recordEvents func(Event)

// script is a testdata/*.in file: option lines (#fen, #lang, #notation,
// #names, #time, #announce, #verbosity, #confirm on, #laws 2017) and the
// lines a player types;
// "@pass 10s" lets time pass on the fake clock, with the views' timer ticks
// in between.
type script struct {
	cfg   Config
	lines []string
	time  *fakeTime
}

// fakeTime is the clock's time source in tests.
type fakeTime struct{ now time.Duration }

func (f *fakeTime) Now() time.Duration { return f.now }

func readScript(t *testing.T, path string) script {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var s script
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		key, val, _ := strings.Cut(line, " ")
		switch key {
		case "#fen":
			s.cfg.FEN = val
		case "#lang":
			if s.cfg.Book.Lang, err = speech.ParseLang(val); err != nil {
				t.Fatal(err)
			}
		case "#notation":
			if s.cfg.Book.Style, err = speech.ParseStyle(val); err != nil {
				t.Fatal(err)
			}
		case "#time":
			if s.cfg.TimeControl, err = rules.ParseTimeControl(val); err != nil {
				t.Fatal(err)
			}
		case "#announce":
			if s.cfg.Announce, err = ParseAnnounce(val); err != nil {
				t.Fatal(err)
			}
		case "#names":
			if s.cfg.Book.Names, err = speech.ParseNames(val); err != nil {
				t.Fatal(err)
			}
		case "#verbosity":
			if s.cfg.Book.Verbosity, err = speech.ParseVerbosity(val); err != nil {
				t.Fatal(err)
			}
		case "#laws":
			if s.cfg.Laws, err = rules.ParseLaws(val); err != nil {
				t.Fatal(err)
			}
		case "#guidelines":
			if s.cfg.GuidelinesIII, err = rules.ParseGuidelinesIII(val); err != nil {
				t.Fatal(err)
			}
		case "#confirm":
			s.cfg.Confirm = val == "on"
		case "#mirror":
			s.cfg.Mirror = map[string]rules.Mirror{"auto": rules.MirrorAuto, "confirm": rules.MirrorConfirm}[val]
		case "#press":
			s.cfg.Press = map[string]rules.PressMode{"auto": rules.PressAuto, "manual": rules.PressManual}[val]
		case "#assistant":
			s.cfg.Assistant = true
		case "#rated": // a game for rating at one keyboard: the arbiter's code
			s.cfg.ArbiterCode = true
		case "#blind":
			s.cfg.Blind[map[string]int{"white": 0, "black": 1}[val]] = true
		default:
			s.lines = append(s.lines, line)
		}
	}
	return s
}

// run plays a script and returns the transcript: each typed line after
// "> ", then what anna says, "[saved]" where the scoresheet is written and
// "[quit]" where the program would end.
func run(t *testing.T, s script) (string, *Session) {
	t.Helper()
	ft := &fakeTime{}
	s.cfg.Time = ft
	sess, err := New(s.cfg)
	if err != nil {
		t.Fatal(err)
	}
	var sb strings.Builder
	write := func(outs []Output) {
		if recordEvents != nil {
			for _, o := range outs {
				if o.Kind == Say {
					recordEvents(o.Event)
				}
			}
			for _, seat := range []Seat{NoSeat, WhiteSeat, BlackSeat} {
				recordEvents(sess.prompt(seat))
			}
		}
		for _, o := range shownIn(sess, outs) {
			switch o.Kind {
			case Say:
				sb.WriteString(o.Phrase.Text() + "\n")
			case Save:
				sb.WriteString("[saved]\n")
			case Quit:
				sb.WriteString("[quit]\n")
			case Voice:
				sb.WriteString("[voice: " + o.Change.String() + "]\n")
			}
		}
	}
	write(sess.Start())
	for _, line := range s.lines {
		if d, ok := strings.CutPrefix(line, "@pass "); ok {
			dur, err := time.ParseDuration(d)
			if err != nil {
				t.Fatal(err)
			}
			sb.WriteString("(" + d + " pass)\n")
			passTime(t, sess, ft, dur, write)
			continue
		}
		sb.WriteString("> " + line + "\n")
		write(sess.Handle(line))
	}
	sb.WriteString("--- PGN\n" + sess.PGN())
	return sb.String(), sess
}

// passTime moves the fake time on by d, calling Tick at each moment the
// session asks for, as the views' timers do.
func passTime(t *testing.T, sess *Session, ft *fakeTime, d time.Duration, write func([]Output)) {
	t.Helper()
	target := ft.now + d
	for i := 0; ; i++ {
		wait, ok := sess.UntilNextEvent()
		if !ok || ft.now+wait > target {
			break
		}
		if i > 10000 {
			t.Fatal("the clock asks for ticks without end")
		}
		ft.now += wait
		write(sess.Tick())
	}
	ft.now = target
}

// TestTranscripts plays every testdata/*.in and compares the transcript with
// its .golden file (go test ./session -update rewrites them).
func TestTranscripts(t *testing.T) {
	files, err := filepath.Glob("testdata/*.in")
	if err != nil || len(files) == 0 {
		t.Fatalf("no scripts: %v", err)
	}
	for _, in := range files {
		name := strings.TrimSuffix(filepath.Base(in), ".in")
		t.Run(name, func(t *testing.T) {
			got, _ := run(t, readScript(t, in))
			golden := strings.TrimSuffix(in, ".in") + ".golden"
			if *update {
				if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run with -update to create it)", err)
			}
			if got != string(want) {
				t.Errorf("transcript differs from %s:\n%s", golden, diff(string(want), got))
			}
		})
	}
}

func diff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	var sb strings.Builder
	for i := 0; i < max(len(w), len(g)); i++ {
		var a, b string
		if i < len(w) {
			a = w[i]
		}
		if i < len(g) {
			b = g[i]
		}
		if a != b {
			sb.WriteString("line " + strconv.Itoa(i+1) + ":\n  want: " + a + "\n  got:  " + b + "\n")
		}
	}
	return sb.String()
}

// TestBadInputChangesNothing: lines that are not moves leave the game and
// the scoresheet as they were, and each gets an answer.
func TestBadInputChangesNothing(t *testing.T) {
	sess, _ := New(Config{})
	sess.Handle("e4")
	before := sess.PGN()
	for _, line := range []string{"Blubb", "Springer Eva vier", "Kurze Rochade", "e4", "Dame Hector fünf Matt", "claim Blubb", "moves -3", "accept", "Bauer", "ä", "\x00\x01", strings.Repeat("Eva ", 500)} {
		outs := sess.Handle(line)
		if len(outs) == 0 {
			t.Errorf("%q: no answer", line)
		}
		for _, o := range shownIn(sess, outs) {
			if o.Kind == Save {
				t.Errorf("%q: scoresheet saved for a line that changed nothing", line)
			}
			if o.Kind == Say && (strings.Contains(o.Phrase.Text(), "rules:") || strings.Contains(o.Phrase.Text(), "speech:")) {
				t.Errorf("%q: Go error shown: %q", line, o.Phrase.Text())
			}
		}
	}
	if sess.PGN() != before {
		t.Errorf("scoresheet changed")
	}
}

func TestBadFEN(t *testing.T) {
	if _, err := New(Config{FEN: "8/8/8/8/8/8/8/8 w - - 0 1"}); err == nil {
		t.Error("a position without kings was accepted")
	}
}

// TestMoveSavedBeforeAnnounced: every completed move's Save comes before its
// announcement (DESIGN: a game is never lost).
func TestMoveSavedBeforeAnnounced(t *testing.T) {
	sess, _ := New(Config{})
	outs := sess.Handle("Springer Felix drei")
	if len(outs) < 2 || outs[0].Kind != Save || outs[1].Kind != Say {
		t.Fatalf("got %v, want Save then Say", outs)
	}
	if !strings.Contains(sess.PGN(), "1. Nf3") {
		t.Errorf("PGN lacks the move:\n%s", sess.PGN())
	}
	_ = rules.StartFEN
}
