package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"path/filepath"
	"strings"
	"sync"

	gossh "golang.org/x/crypto/ssh"

	"github.com/anna-chess/anna/internal/cleantext"
	"github.com/anna-chess/anna/internal/console"
	"github.com/anna-chess/anna/internal/places"
	"github.com/anna-chess/anna/internal/wire"
	"github.com/anna-chess/anna/join"
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
		fmt.Fprintln(stderr, inLang(o.book, err))
		return 1
	}
	defer v.Close()
	v.Warm() // the first move is heard as soon as the others
	seatName := o.seat
	if seatName == "" {
		seatName = "black"
	}
	seat := join.NewSeat(o.book)
	// The language and the verbosity not chosen here are those typed in an
	// earlier game by this SSH key (the host remembers), else the language
	// of this computer (ANNA_LANG, the locale), else the host's.
	hello := wire.Hello{Seat: seatName, Names: o.book.Names.String(), Notation: o.book.Style.String(), Heard: -1}
	if o.book.NoArrivals {
		hello.Arrivals = "off"
	}
	if o.chosen["lang"] {
		hello.Lang = o.book.Lang.String()
	} else if l, ok := localeChoice(); ok {
		hello.Fallback = l.String()
	}
	if o.chosen["verbosity"] {
		hello.Verbosity = o.book.Verbosity.String()
	}
	code, wrongCode := joinCode(stdin, stderr, o.book)
	cfg := join.Config{Addr: addr, KnownHosts: annaFile("known_hosts"), Signers: userSigners(),
		Hello: hello, Code: code, WrongCode: wrongCode, Book: o.book}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var runErr error
	go func() {
		runErr = join.Run(ctx, cfg, seat.Lines(), seat)
		why := ""
		if runErr != nil && !errors.Is(runErr, join.ErrClosed) { // the host said why it closed the table
			why = "anna: " + runErr.Error()
		}
		seat.End(why)
	}()
	// The view takes the terminal once the seat is taken: the join code
	// may be asked on it before.
	select {
	case <-seat.Joined():
	case <-seat.Ended(): // anna join's own lines before it ended (a connection lost, joined again), and why
		for _, e := range seat.Take() {
			for _, n := range e.Notices {
				fmt.Fprintln(stderr, cleantext.Line(n))
			}
		}
		return 1
	}
	status := runTerminal(o, nil, seat, stdin, stdout, stderr, v, notices, later)
	cancel()
	<-seat.Ended()
	// The host closed the table: the game over ends anna join as a game
	// at home ends, one left unfinished is not done.
	if runErr != nil && !(errors.Is(runErr, join.ErrClosed) && seat.Over()) {
		status = 1
	}
	return status
}

// annaFile is a file in anna's own config folder (internal/places).
func annaFile(name string) string {
	dir, err := places.Config()
	if err != nil {
		dir = "."
	}
	return filepath.Join(dir, name)
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
// or asked on the terminal without echo. wrong is told that the host
// refused it: at the terminal that is said and the code asked again;
// ANNA_JOIN_CODE is not given twice.
func joinCode(stdin *os.File, stderr io.Writer, book speech.Phrasebook) (code func(gone <-chan struct{}) (string, error), wrong func()) {
	var mu sync.Mutex
	var given string // asked once: joining again after a dropped connection asks no more
	refused := false // the host refused the code given
	code = func(gone <-chan struct{}) (string, error) {
		mu.Lock()
		defer mu.Unlock()
		if given != "" {
			return given, nil
		}
		if c := os.Getenv("ANNA_JOIN_CODE"); c != "" {
			if refused { // the same code again would be refused again
				return "", errors.New(book.WrongJoinCode().Text())
			}
			return c, nil
		}
		if !console.IsTerminal(stdin) {
			return "", errors.New(book.JoinNoCode().Text())
		}
		fmt.Fprint(stderr, book.JoinCodePrompt())
		typed, err := readSecret(stdin, gone)
		fmt.Fprintln(stderr)
		switch {
		case errors.Is(err, errInputEnded): // Ctrl+D, Ctrl+C: no code to give
			return "", errors.New(book.JoinCodeEnded().Text())
		case errors.Is(err, errHostGone):
			return "", errors.New(book.JoinCodeHostGone().Text())
		}
		given = strings.TrimSpace(typed)
		return given, err
	}
	wrong = func() { // said at the terminal, and the code asked again
		mu.Lock()
		defer mu.Unlock()
		if given != "" {
			fmt.Fprintln(stderr, book.WrongJoinCode().Text())
		}
		given, refused = "", true
	}
	return code, wrong
}
