package braille

import (
	"os"
	"strings"
	"testing"

	"github.com/anna-chess/anna/rules"
)

// TestMoveSigns: each move of testdata/moves.tsv is written as the code
// has it, in BRF.
func TestMoveSigns(t *testing.T) {
	data, err := os.ReadFile("testdata/moves.tsv")
	if err != nil {
		t.Fatal(err)
	}
	for _, row := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		if strings.HasPrefix(row, "#") {
			continue
		}
		f := strings.Split(row, "\t")
		t.Run(f[3], func(t *testing.T) {
			g, err := rules.NewGameFromFEN(f[0])
			if err != nil {
				t.Fatal(err)
			}
			m, err := rules.ParseUCI(f[1])
			if err != nil {
				t.Fatal(err)
			}
			p, err := g.Play(m)
			if err != nil {
				t.Fatalf("%s in %s: %v", f[1], f[0], err)
			}
			if got := Move(p).BRF(); got != f[2] {
				t.Errorf("%s (%s): got %s, want %s", p.SAN, f[1], got, f[2])
			}
		})
	}
}

func TestLowerNumber(t *testing.T) {
	for n, want := range map[int]string{1: "⠂", 10: "⠂⠴", 42: "⠲⠆", 123: "⠂⠆⠒"} {
		if got := LowerNumber(n).Unicode(); got != want {
			t.Errorf("%d: got %s, want %s", n, got, want)
		}
	}
}

// TestDiagramStart: the starting position, as 5.1 of the code draws its
// pieces, a rank a line with its number, empty squares light and dark.
func TestDiagramStart(t *testing.T) {
	want := []string{
		"⠦ ⠷⠮⠧⠿⠥⠧⠮⠷",
		"⠶ ⠯⠯⠯⠯⠯⠯⠯⠯",
		"⠖ ⠄⠤⠄⠤⠄⠤⠄⠤",
		"⠢ ⠤⠄⠤⠄⠤⠄⠤⠄",
		"⠲ ⠄⠤⠄⠤⠄⠤⠄⠤",
		"⠒ ⠤⠄⠤⠄⠤⠄⠤⠄",
		"⠆ ⠏⠏⠏⠏⠏⠏⠏⠏",
		"⠂ ⠗⠎⠇⠟⠅⠇⠎⠗",
		"  ⠁⠃⠉⠙⠑⠋⠛⠓",
	}
	got := Diagram(rules.NewGame().Board())
	if len(got) != len(want) {
		t.Fatalf("got %d lines, want %d", len(got), len(want))
	}
	for i := range want {
		if got[i].Unicode() != want[i] {
			t.Errorf("line %d: got %s, want %s", i+1, got[i].Unicode(), want[i])
		}
	}
}

// TestBRFAndUnicode: every cell goes to BRF and back, and to Unicode and
// back.
func TestBRFAndUnicode(t *testing.T) {
	var all Line
	for c := Cell(0); c < 64; c++ {
		all = append(all, c)
	}
	back, err := ParseBRF(all.BRF())
	if err != nil || back.Unicode() != all.Unicode() {
		t.Fatalf("BRF: got %v (%v), want %v", back, err, all)
	}
	back, err = ParseUnicode(all.Unicode())
	if err != nil || back.BRF() != all.BRF() {
		t.Fatalf("Unicode: got %v (%v), want %v", back, err, all)
	}
	if got := Dots(1, 2, 3).String(); got != "dots 1-2-3" {
		t.Errorf("got %s, want dots 1-2-3", got)
	}
}
