package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"sync"
	"syscall"

	gossh "golang.org/x/crypto/ssh"
	"golang.org/x/term"

	"github.com/anna-chess/anna/internal/wire"
	"github.com/anna-chess/anna/join"
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
)

// joinGame is anna join HOST[:PORT]: this anna takes a seat at a host's
// table over SSH and prints and speaks everything in its own words, with
// its own clips and sound device (the flags as at home).
func joinGame(o options, stdin *os.File, stdout, stderr io.Writer) int {
	addr := o.joinAddr
	if _, _, err := net.SplitHostPort(addr); err != nil {
		addr = net.JoinHostPort(addr, "2222")
	}
	later := make(chan string, 8)
	v, notices, err := openVoice(o, later)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	defer v.close()
	out := &joinScreen{w: stdout, v: v, book: o.book}
	for _, n := range notices {
		out.Notice(n)
	}
	seat := o.seat
	if seat == "" {
		seat = "black"
	}
	cfg := join.Config{Addr: addr, KnownHosts: annaFile("known_hosts"), Signers: userSigners(),
		Hello: wire.Hello{Seat: seat, Lang: o.book.Lang.String(), Names: o.book.Names.String(), Notation: o.book.Style.String(), Verbosity: o.book.Verbosity.String()},
		Code:  joinCode(stdin, stderr)}
	lines := make(chan string)
	go func() {
		sc := bufio.NewScanner(stdin)
		for sc.Scan() {
			lines <- sc.Text()
		}
		lines <- "quit"
	}()
	go func() {
		for n := range later {
			out.Notice(n)
		}
	}()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
	defer stop()
	if err := join.Run(ctx, cfg, lines, out); err != nil {
		fmt.Fprintf(stderr, "anna: %v\n", err)
		return 1
	}
	return 0
}

// joinScreen prints what the seat hears, a line each, and speaks it.
type joinScreen struct {
	mu   sync.Mutex
	w    io.Writer
	v    *voice
	book speech.Phrasebook
}

func (s *joinScreen) Said(l wire.Said) {
	s.mu.Lock()
	defer s.mu.Unlock()
	fmt.Fprintln(s.w, l.Text)
	s.v.Speak(speech.Phrase{Words: []speech.Word{{Text: l.Text, Clips: l.Clips}}, Priority: speech.Priority(l.Priority)})
}

func (s *joinScreen) Notice(text string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	fmt.Fprintln(s.w, text)
}

func (s *joinScreen) Prompt(text string) { s.Notice(text) }

// Voice carries out faster, slower, louder or softer typed here.
func (s *joinScreen) Voice(change string) {
	for c := session.Faster; c <= session.Softer; c++ {
		if c.String() == change {
			p := s.v.Tune(c, s.book)
			s.Notice(p.Text())
		}
	}
}

// annaFile is a file in anna's own configuration folder.
func annaFile(name string) string {
	dir, err := os.UserConfigDir()
	if err != nil {
		dir = "."
	}
	return filepath.Join(dir, "anna", name)
}

// userSigners are the user's SSH keys that need no passphrase.
func userSigners() []gossh.Signer {
	home, err := os.UserHomeDir()
	if err != nil {
		return nil
	}
	var out []gossh.Signer
	for _, name := range []string{"id_ed25519", "id_ecdsa", "id_rsa"} {
		data, err := os.ReadFile(filepath.Join(home, ".ssh", name))
		if err != nil {
			continue
		}
		if s, err := gossh.ParsePrivateKey(data); err == nil {
			out = append(out, s)
		}
	}
	return out
}

// joinCode gives the join code when the host asks for it: ANNA_JOIN_CODE,
// or asked on the terminal without echo.
func joinCode(stdin *os.File, stderr io.Writer) func() (string, error) {
	return func() (string, error) {
		if c := os.Getenv("ANNA_JOIN_CODE"); c != "" {
			return c, nil
		}
		if !isTerminal(stdin) {
			return "", fmt.Errorf("anna join: no join code: set ANNA_JOIN_CODE")
		}
		fmt.Fprint(stderr, "Join code: ")
		b, err := term.ReadPassword(int(stdin.Fd()))
		fmt.Fprintln(stderr)
		return strings.TrimSpace(string(b)), err
	}
}
