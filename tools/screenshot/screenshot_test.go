package main

import (
	"image/color"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/hinshun/vt10x"
)

// TestRender draws a small screen as a terminal shows it: a line cleared
// with a background colour (erase to the end of the line) keeps that
// colour to the edge, and a quadrant character fills its quarter only.
func TestRender(t *testing.T) {
	term := vt10x.New(vt10x.WithSize(6, 2))
	term.Write([]byte("\x1b[48;2;200;0;0m\x1b[K\x1b[38;2;0;16;255;48;2;255;255;255m▘\x1b[m"))
	fs, err := loadFaces(11)
	if err != nil {
		t.Fatal(err)
	}
	bg := color.RGBA{0, 0, 0, 0xff}
	img := render(fromTerminal(term, color.RGBA{0xe5, 0xe5, 0xe5, 0xff}, bg), fs)
	cw, ch := fs.cellW, fs.cellH
	for _, tc := range []struct {
		x, y int
		want color.RGBA
	}{
		{cw / 4, ch / 4, color.RGBA{0, 16, 255, 0xff}},            // ▘: the top left quarter in the text's colour
		{cw * 3 / 4, ch * 3 / 4, color.RGBA{255, 255, 255, 0xff}}, // the rest in the background
		{5*cw + cw/2, ch / 2, color.RGBA{200, 0, 0, 0xff}},        // cleared in red to the edge
		{cw / 2, ch + ch/2, bg},                                   // the next line: the terminal's own
	} {
		if got := img.RGBAAt(tc.x, tc.y); got != tc.want {
			t.Errorf("pixel %d,%d: got %v, want %v", tc.x, tc.y, got, tc.want)
		}
	}
}

// TestBoldBlack: vt10x turns bold black into grey (colour 8); the
// screen shows it black, as terminals show RGB black.
func TestBoldBlack(t *testing.T) {
	term := vt10x.New(vt10x.WithSize(2, 1))
	term.Write([]byte("\x1b[1;38;2;0;0;0mK"))
	sc := fromTerminal(term, color.White, color.Black)
	if fg, _ := sc.colours(sc.cells[0][0]); fg != ansiColor(0) {
		t.Errorf("bold black text: got %v, want black", fg)
	}
}

func TestKeyBytes(t *testing.T) {
	got, err := keyBytes("e4 Enter Up C-p PageDown")
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"e4", "\r", "\x1b[A", "\x10", "\x1b[6~"}
	if len(got) != len(want) {
		t.Fatalf("got %q, want %q", got, want)
	}
	for i := range want {
		if string(got[i]) != want[i] {
			t.Errorf("key %d: got %q, want %q", i, got[i], want[i])
		}
	}
	if _, err := keyBytes("C-F1"); err == nil {
		t.Error("C-F1: no error")
	}
}

// TestCapture runs a program in a terminal and takes its picture.
func TestCapture(t *testing.T) {
	out := filepath.Join(t.TempDir(), "shot.png")
	sh, err := exec.LookPath("sh")
	if err != nil {
		t.Skip("no sh")
	}
	err = run([]string{"-size", "20x3", "-wait", "ready", "-settle", "0", "-o", out, "--", sh, "-c", `printf '\033[44mready\033[K'; sleep 5`})
	if err != nil {
		t.Fatal(err)
	}
	if st, err := os.Stat(out); err != nil || st.Size() == 0 {
		t.Errorf("no picture written: %v", err)
	}
}
