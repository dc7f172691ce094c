// Command screenshot takes a PNG picture of a program in a terminal, as a
// player would see it: it runs the program in a pseudo-terminal of the
// given size, reads what it draws through a terminal emulator (vt10x,
// TERM=xterm-256color with every colour), waits for a text on the
// screen, presses keys if asked, and draws the screen with the DejaVu
// fonts (Debian's fonts-dejavu-core), block elements as rectangles, as
// terminals draw them.
//
//	go run ./tools/screenshot -size 120x40 -wait "to move" -keys "e4 Enter" -o board.png -- anna --view board
package main

import (
	"bufio"
	"flag"
	"fmt"
	"image/color"
	"image/png"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"time"

	"github.com/creack/pty"
	"github.com/hinshun/vt10x"
)

func main() {
	if err := run(os.Args[1:]); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

func run(args []string) error {
	fs := flag.NewFlagSet("screenshot", flag.ContinueOnError)
	size := fs.String("size", "80x24", "the terminal's size, columns x rows")
	out := fs.String("o", "screen.png", "the PNG file to write")
	wait := fs.String("wait", "", "wait until the screen shows this text")
	keys := fs.String("keys", "", "keys to press after the wait, separated by spaces: words are typed,\nand Enter Space Escape Up Down Left Right PageUp PageDown Home End Tab BSpace C-x are keys")
	settle := fs.Duration("settle", 500*time.Millisecond, "how long to let the program draw after the keys")
	pt := fs.Float64("font", 11, "the font size in points (96 dpi)")
	fgHex := fs.String("fg", "#e5e5e5", "the terminal's text colour")
	bgHex := fs.String("bg", "#000000", "the terminal's background")
	env := fs.String("env", "", "extra environment for the program: NAME=value, separated by spaces")
	if err := fs.Parse(args); err != nil {
		return err
	}
	var w, h int
	if _, err := fmt.Sscanf(*size, "%dx%d", &w, &h); err != nil || w < 1 || h < 1 {
		return fmt.Errorf("screenshot: -size %q: give columns x rows, as 80x24", *size)
	}
	fg, err := hexColor(*fgHex)
	if err != nil {
		return err
	}
	bg, err := hexColor(*bgHex)
	if err != nil {
		return err
	}
	if fs.NArg() == 0 {
		return fmt.Errorf("screenshot: name the program to run after --")
	}
	press, err := keyBytes(*keys)
	if err != nil {
		return err
	}
	term, err := capture(fs.Args(), w, h, *wait, press, strings.Fields(*env), *settle)
	if err != nil {
		return err
	}
	faces, err := loadFaces(*pt)
	if err != nil {
		return err
	}
	f, err := os.Create(*out)
	if err != nil {
		return fmt.Errorf("screenshot: %w", err)
	}
	if err := png.Encode(f, render(fromTerminal(term, fg, bg), faces)); err != nil {
		f.Close()
		return fmt.Errorf("screenshot: %w", err)
	}
	return f.Close()
}

// capture runs a program in a pseudo-terminal w by h and returns the
// terminal emulator that read its screen, once the screen shows wait,
// the keys were pressed and the program had settle to draw.
func capture(argv []string, w, h int, wait string, keys [][]byte, env []string, settle time.Duration) (vt10x.Terminal, error) {
	cmd := exec.Command(argv[0], argv[1:]...)
	// COLORTERM tells the program that the terminal shows every colour;
	// as xterm, it is not asked for what vt10x lacks (REP).
	cmd.Env = append(append(os.Environ(), "TERM=xterm-256color", "COLORTERM=truecolor", "LANG=C.UTF-8"), env...)
	ptmx, err := pty.StartWithSize(cmd, &pty.Winsize{Cols: uint16(w), Rows: uint16(h)})
	if err != nil {
		return nil, fmt.Errorf("screenshot: %w", err)
	}
	defer func() {
		cmd.Process.Kill()
		cmd.Wait()
		ptmx.Close()
	}()
	// The terminal's answers to the program's questions go back to it.
	term := vt10x.New(vt10x.WithSize(w, h), vt10x.WithWriter(ptmx))
	go func() {
		br := bufio.NewReader(ptmx)
		for term.Parse(br) == nil {
		}
	}()
	deadline := time.Now().Add(20 * time.Second)
	for wait != "" {
		screen := term.String() // it locks the terminal itself
		if strings.Contains(screen, wait) {
			break
		}
		if time.Now().After(deadline) {
			return nil, fmt.Errorf("screenshot: %q never showed; the screen was:\n%s", wait, screen)
		}
		time.Sleep(20 * time.Millisecond)
	}
	for _, k := range keys {
		if _, err := ptmx.Write(k); err != nil {
			return nil, fmt.Errorf("screenshot: %w", err)
		}
		time.Sleep(30 * time.Millisecond)
	}
	time.Sleep(settle)
	return term, nil
}

// namedKeys are the keys -keys names, as an xterm sends them.
var namedKeys = map[string]string{
	"Enter": "\r", "Space": " ", "Escape": "\x1b", "Tab": "\t", "BSpace": "\x7f",
	"Up": "\x1b[A", "Down": "\x1b[B", "Right": "\x1b[C", "Left": "\x1b[D",
	"Home": "\x1b[H", "End": "\x1b[F", "PageUp": "\x1b[5~", "PageDown": "\x1b[6~",
}

// keyBytes reads -keys: named keys, C-x for a control key, and words
// typed as they are.
func keyBytes(s string) ([][]byte, error) {
	var out [][]byte
	for _, k := range strings.Fields(s) {
		switch seq, ok := namedKeys[k]; {
		case ok:
			out = append(out, []byte(seq))
		case len(k) == 3 && strings.HasPrefix(k, "C-") && k[2] >= 'a' && k[2] <= 'z':
			out = append(out, []byte{k[2] - 'a' + 1})
		case strings.HasPrefix(k, "C-"):
			return nil, fmt.Errorf("screenshot: key %q: control keys are C-a to C-z", k)
		default:
			out = append(out, []byte(k))
		}
	}
	return out, nil
}

func hexColor(s string) (color.Color, error) {
	v, err := strconv.ParseUint(strings.TrimPrefix(s, "#"), 16, 32)
	if err != nil || len(strings.TrimPrefix(s, "#")) != 6 {
		return nil, fmt.Errorf("screenshot: colour %q: give #rrggbb", s)
	}
	return color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 0xff}, nil
}
