// Package sfperft asks stockfish for perft counts: the number of lines of
// legal play a few plies deep from a position (UCI "go perft", with
// UCI_Chess960 on, so that Chess960 castling rights in X-FEN or
// Shredder-FEN are read as such). anna's own move generator is checked
// against these counts (rules' perft tests, tools/perft).
package sfperft

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"strconv"
	"strings"
)

// Find returns the path of a stockfish binary (PATH, then /usr/games), or "".
func Find() string {
	if p, err := exec.LookPath("stockfish"); err == nil {
		return p
	}
	if p, err := exec.LookPath("/usr/games/stockfish"); err == nil {
		return p
	}
	return ""
}

// Engine is a running stockfish.
type Engine struct {
	cmd *exec.Cmd
	in  io.WriteCloser
	out *bufio.Scanner
}

// Start runs the stockfish at path and turns Chess960 castling on.
func Start(path string) (*Engine, error) {
	cmd := exec.Command(path)
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("sfperft: %w", err)
	}
	e := &Engine{cmd: cmd, in: in, out: bufio.NewScanner(out)}
	if err := e.send("uci"); err != nil {
		return nil, err
	}
	if _, err := e.until("uciok"); err != nil {
		e.Close()
		return nil, err
	}
	if err := e.send("setoption name UCI_Chess960 value true\nisready"); err != nil {
		return nil, err
	}
	if _, err := e.until("readyok"); err != nil {
		e.Close()
		return nil, err
	}
	return e, nil
}

func (e *Engine) send(s string) error {
	_, err := io.WriteString(e.in, s+"\n")
	return err
}

// until reads lines up to one that starts with prefix, and returns it.
func (e *Engine) until(prefix string) (string, error) {
	for e.out.Scan() {
		if line := e.out.Text(); strings.HasPrefix(line, prefix) {
			return line, nil
		}
	}
	if err := e.out.Err(); err != nil {
		return "", err
	}
	return "", errors.New("sfperft: stockfish ended before " + prefix)
}

// Perft is stockfish's count of the lines depth plies deep from fen.
func (e *Engine) Perft(fen string, depth int) (uint64, error) {
	if err := e.send(fmt.Sprintf("position fen %s\ngo perft %d", fen, depth)); err != nil {
		return 0, err
	}
	line, err := e.until("Nodes searched:")
	if err != nil {
		return 0, err
	}
	return strconv.ParseUint(strings.TrimSpace(strings.TrimPrefix(line, "Nodes searched:")), 10, 64)
}

// Close ends stockfish.
func (e *Engine) Close() error {
	e.send("quit")
	e.in.Close()
	return e.cmd.Wait()
}
