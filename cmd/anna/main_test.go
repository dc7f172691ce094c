package main

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/corentings/chess/v2"

	"github.com/anna-chess/anna/internal/fakeuci"
	"github.com/anna-chess/anna/rules"
)

// annaBin is the anna binary built once for the end-to-end tests.
var annaBin string

// binaryEnv names an anna binary built already (scripts/test builds it
// once for the many processes it runs these tests in); without it the
// tests build their own.
const binaryEnv = "ANNA_TEST_BINARY"

// exeSuffix ends a program's file name on this system: .exe on Windows.
var exeSuffix = func() string {
	if runtime.GOOS == "windows" {
		return ".exe"
	}
	return ""
}()

func TestMain(m *testing.M) {
	// This test binary is the fake engine when a test starts it as one
	// (TestEngineByItsPath).
	fakeuci.Main()
	dir, err := os.MkdirTemp("", "anna-e2e")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	annaBin = filepath.Join(dir, "anna"+exeSuffix)
	// Every run reads the settings file in its own HOME (settings_test.go),
	// never the developer's.
	os.Unsetenv("XDG_CONFIG_HOME")
	// anna answers in the locale's language (cmdline.go): every run is in
	// English unless its test names a language, whatever the developer's.
	for _, v := range []string{"ANNA_LANG", "LC_ALL", "LC_MESSAGES", "LANGUAGE"} {
		os.Unsetenv(v)
	}
	os.Setenv("LANG", "C.UTF-8")
	if built := os.Getenv(binaryEnv); built != "" {
		annaBin = built
	} else {
		build := exec.Command("go", "build", "-o", annaBin, ".")
		build.Stderr = os.Stderr
		if err := build.Run(); err != nil {
			fmt.Fprintln(os.Stderr, "building anna:", err)
			os.Exit(1)
		}
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// runAnna runs the binary with input on standard input (a pipe, so anna
// reads it as a script) and returns standard output and error.
func runAnna(t *testing.T, input string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	cmd := exec.Command(annaBin, args...)
	cmd.Stdin = strings.NewReader(input)
	cmd.Env = append(os.Environ(), homeEnv(t.TempDir())...)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return out.String(), errb.String(), code
}

func masterGames(t *testing.T) []*chess.Game {
	t.Helper()
	f, err := os.Open("../../testdata/games/masters.pgn")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var games []*chess.Game
	sc := chess.NewScanner(f)
	for sc.HasNext() {
		g, err := sc.ParseNext()
		if err != nil {
			t.Fatal(err)
		}
		games = append(games, g)
	}
	return games
}

// plies replays a reference game through rules to get each move's facts.
func plies(t *testing.T, ref *chess.Game) []rules.Ply {
	t.Helper()
	g := rules.NewGame()
	pos := ref.Positions()
	var out []rules.Ply
	for i, m := range ref.Moves() {
		san := strings.TrimRight(chess.AlgebraicNotation{}.Encode(pos[i], m), "+#")
		var found bool
		for _, lm := range g.LegalMoves() {
			if s, _ := g.SAN(lm); strings.TrimRight(s, "+#") == san {
				p, err := g.Play(lm)
				if err != nil {
					t.Fatal(err)
				}
				out, found = append(out, p), true
				break
			}
		}
		if !found {
			t.Fatalf("move %d %s not legal", i+1, san)
		}
	}
	return out
}

// TestMasterGamesTypedInAppendixD types real master games move by move in
// Appendix D words with their spelling variants (and SAN, LAN, UCI), with
// nonsense and illegal lines in between, into the anna binary. The PGN it
// writes must replay in the chess library's PGN reader to the same final
// position and result, the nonsense must each be answered, and the
// transcript must name the mate where it happened.
func TestMasterGamesTypedInAppendixD(t *testing.T) {
	for gi, ref := range masterGames(t) {
		name := ref.GetTagPair("White") + " - " + ref.GetTagPair("Black")
		t.Run(name, func(t *testing.T) {
			ty := typist{rand.New(rand.NewPCG(uint64(gi), 42))}
			ps := plies(t, ref)
			var in strings.Builder
			extra := 0
			for i, p := range ps {
				if i%7 == 3 {
					in.WriteString(nonsense[(i/7)%len(nonsense)] + "\n")
					extra++
				}
				in.WriteString(ty.line(p) + "\n")
			}
			pgnPath := filepath.Join(t.TempDir(), "out.pgn")
			out, errOut, code := runAnna(t, in.String(), "--no-audio", "--pgn", pgnPath)
			if code != 0 || errOut != "" {
				t.Fatalf("exit %d, stderr %q", code, errOut)
			}
			lines := strings.Split(strings.TrimSpace(out), "\n")
			// Scoresheet line, opening line, one line per move, one answer
			// per nonsense line, and the result at the end when the game ended.
			if min := 2 + len(ps) + extra; len(lines) < min {
				t.Errorf("got %d lines of output, want at least %d:\n%s", len(lines), min, out)
			}
			data, err := os.ReadFile(pgnPath)
			if err != nil {
				t.Fatal(err)
			}
			back, err := chess.NewScanner(bytes.NewReader(data)).ParseNext()
			if err != nil {
				t.Fatalf("PGN does not parse: %v\n%s", err, data)
			}
			if got, want := back.Position().String(), ref.Position().String(); got != want {
				t.Errorf("PGN replays to %s, want %s\n%s\n%s", got, want, data, out)
			}
			if ref.Method() == chess.Checkmate {
				if !strings.Contains(out, ", Matt\nCheckmate. ") {
					t.Errorf("the mate is not named:\n%s", out)
				}
				if back.Outcome() != ref.Outcome() {
					t.Errorf("PGN result %s, want %s", back.Outcome(), ref.Outcome())
				}
			}
		})
	}
}
