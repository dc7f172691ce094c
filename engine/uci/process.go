// Package uci runs a UCI chess engine (stockfish, or any other) in a
// process of its own and talks to it: the handshake and the engine's
// options, a search and its result, stockfish's perft counts, and where an
// engine is installed. It knows nothing of anna's game: package engine
// seats the engine at anna's table (an opponent, the adviser, the
// analysis) on top of it, and internal tools count perft with it.
package uci

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"time"

	chessuci "github.com/corentings/chess/v2/uci"
)

// The conversation with the engine's process is written here rather than
// with corentings/chess/v2/uci's Engine, which was measured first (v2.5.1,
// with stockfish 15.1 and a scripted engine): its Run never returns when
// the engine dies during a search (the process's output pipe is never
// closed, and Close waits for the same lock), so a crash would freeze the
// opponent for good; and it reads option names as one word, so it drops
// "Skill Level", "Move Overhead" and "Clear Hash" (16 of stockfish's 21
// options seen). Its Info parser and its go and setoption commands are
// used as they are.

// Errors of an engine. The wrapped text says more (an exit status, the
// line the engine sent).
var (
	ErrNotInstalled = errors.New("engine: not installed")
	ErrCrashed      = errors.New("engine: the engine stopped")
	ErrNotAnswering = errors.New("engine: the engine does not answer")
	ErrBadOutput    = errors.New("engine: the engine sent what cannot be used")
)

// Timeouts are the times the conversation allows: an engine that takes
// longer is not answering. Loading a network (NNUE) takes stockfish about
// 100 ms.
type Timeouts struct {
	Handshake, Ready time.Duration
	// PingAfter: while an engine thinks and says nothing for this long, it
	// is asked "isready", which UCI says it must answer at once, even while
	// it searches; PingTimeout later without an answer it does not answer.
	PingAfter, PingTimeout time.Duration
	// Stop: how long after "stop" the best move may come.
	Stop time.Duration
}

// DefaultTimeouts are the times of every process started: each keeps
// those it was started with. Tests of a faulty engine shorten them
// before they start one, so that faults are found sooner than at the
// board.
var DefaultTimeouts = Timeouts{Handshake: 10 * time.Second, Ready: 10 * time.Second,
	PingAfter: 2 * time.Second, PingTimeout: 5 * time.Second, Stop: 5 * time.Second}

// Process is one running UCI engine.
type Process struct {
	Path    string
	Name    string            // as the engine names itself ("Stockfish 15.1")
	Options map[string]Option // by lower-case name

	cmd   *exec.Cmd
	in    io.WriteCloser
	lines chan line     // what the engine writes, one line at a time
	done  chan struct{} // closed when the process has ended; exitErr says how
	quit  chan struct{} // closed by Close: the reader stops
	log   io.Writer
	wait  Timeouts

	exitErr  error
	chess960 bool       // UCI_Chess960 is on
	mu       sync.Mutex // one conversation at a time
	wmu      sync.Mutex // one write at a time
	closed   sync.Once
}

// line is a line the engine wrote, with the moment it was read.
type line struct {
	text string
	at   time.Time
}

// Start runs the engine at path and asks it for UCI: its name and its
// options. log, if not nil, gets what is said both ways (searches' info
// lines left out).
func Start(path string, log io.Writer) (*Process, error) {
	if log == nil {
		log = io.Discard
	}
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
		return nil, fmt.Errorf("%w: %s: %v", ErrNotInstalled, path, err)
	}
	p := &Process{Path: path, Options: map[string]Option{}, cmd: cmd, in: in,
		lines: make(chan line, 256), done: make(chan struct{}), quit: make(chan struct{}), log: log, wait: DefaultTimeouts}
	go p.read(out)
	if err := p.handshake(); err != nil {
		p.Close()
		return nil, err
	}
	return p, nil
}

// read passes the engine's lines on until its output ends, then waits for
// the process and records how it ended.
func (p *Process) read(out io.Reader) {
	sc := bufio.NewScanner(out)
	sc.Buffer(make([]byte, 64*1024), 1024*1024)
	for sc.Scan() {
		select {
		case p.lines <- line{text: strings.TrimSpace(sc.Text()), at: time.Now()}:
		case <-p.quit:
		}
	}
	close(p.lines)
	p.exitErr = p.cmd.Wait()
	close(p.done)
}

// handshake: uci, the engine's name and options up to uciok, then isready.
func (p *Process) handshake() error {
	p.mu.Lock()
	defer p.mu.Unlock()
	if err := p.send("uci"); err != nil {
		return err
	}
	deadline := time.After(p.wait.Handshake)
	for {
		l, err := p.next(deadline)
		if err != nil {
			return err
		}
		switch {
		case l.text == "uciok":
			return p.ready()
		case strings.HasPrefix(l.text, "id name "):
			p.Name = strings.TrimSpace(strings.TrimPrefix(l.text, "id name "))
		case strings.HasPrefix(l.text, "option "):
			if o, err := parseOption(l.text); err == nil {
				p.Options[strings.ToLower(o.Name)] = o
			}
		}
	}
}

// ready asks isready and waits for readyok. p.mu is held.
func (p *Process) ready() error {
	if err := p.send("isready"); err != nil {
		return err
	}
	deadline := time.After(p.wait.Ready)
	for {
		l, err := p.next(deadline)
		if err != nil {
			return err
		}
		if l.text == "readyok" {
			return nil
		}
	}
}

// send writes one command.
func (p *Process) send(cmd string) error {
	p.wmu.Lock()
	defer p.wmu.Unlock()
	fmt.Fprintln(p.log, time.Now().Format("15:04:05.000"), ">", cmd)
	if _, err := io.WriteString(p.in, cmd+"\n"); err != nil {
		return p.Ended()
	}
	return nil
}

// next is the engine's next line, or why there is none: it ended, or
// deadline passed (ErrNotAnswering).
func (p *Process) next(deadline <-chan time.Time) (line, error) {
	select {
	case l, ok := <-p.lines:
		if !ok {
			return line{}, p.Ended()
		}
		if !strings.HasPrefix(l.text, "info") {
			fmt.Fprintln(p.log, l.at.Format("15:04:05.000"), "<", l.text)
		}
		return l, nil
	case <-deadline:
		return line{}, ErrNotAnswering
	}
}

// Ended is the error of an engine whose output has ended (or whose
// process has, Exited): ErrCrashed with its exit status once the process
// is gone.
func (p *Process) Ended() error {
	select {
	case <-p.done:
		if p.exitErr != nil {
			return fmt.Errorf("%w (%v)", ErrCrashed, p.exitErr)
		}
		return fmt.Errorf("%w (it quit)", ErrCrashed)
	case <-time.After(time.Second):
		return fmt.Errorf("%w (its output ended)", ErrCrashed)
	}
}

// Exited is closed when the engine's process has ended.
func (p *Process) Exited() <-chan struct{} { return p.done }

// Has reports whether the engine offers an option.
func (p *Process) Has(name string) bool {
	_, ok := p.Options[strings.ToLower(name)]
	return ok
}

// Set sets an option the engine offers (others are left alone) and waits
// until the engine is ready again.
func (p *Process) Set(name, value string) error {
	o, ok := p.Options[strings.ToLower(name)]
	if !ok {
		return nil
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.setOption(o.Name, value)
}

func (p *Process) setOption(name, value string) error {
	if err := p.send(chessuci.CmdSetOption{Name: name, Value: value}.String()); err != nil {
		return err
	}
	return p.ready()
}

// ErrNoChess960 is the answer of an engine that does not play Chess960.
var ErrNoChess960 = errors.New("engine: the engine does not play Chess960 (it has no UCI_Chess960 option)")

// variant turns UCI_Chess960 on for a Chess960 position and off again
// for standard chess: the engine then reads and writes castling as king
// takes rook (e1h1), as the game's Chess960 moves are written.
func (p *Process) variant(chess960 bool) error {
	if chess960 == p.chess960 {
		return nil
	}
	o, ok := p.Options["uci_chess960"]
	if !ok {
		return ErrNoChess960
	}
	if err := p.setOption(o.Name, strconv.FormatBool(chess960)); err != nil {
		return err
	}
	p.chess960 = chess960
	return nil
}

// NewGame tells the engine the next search is from another game.
func (p *Process) NewGame() error {
	p.mu.Lock()
	defer p.mu.Unlock()
	if err := p.send("ucinewgame"); err != nil {
		return err
	}
	return p.ready()
}

// Close asks the engine to quit and, if it has not within a second, ends
// its process.
func (p *Process) Close() error {
	p.closed.Do(func() {
		p.send("quit")
		p.in.Close()
		select {
		case <-p.done:
		case <-time.After(time.Second):
			p.cmd.Process.Kill()
		}
		close(p.quit)
	})
	return nil
}
