package join

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
	"github.com/anna-chess/anna/speech"
)

// Game is anna join HOST[:PORT] at this terminal: this anna takes a seat
// at a host's table over SSH and prints and speaks everything in its own
// words, with its own clips and sound device (the flags as at home).
// cmd/anna hands it the flags and the view, its voice opened.
type Game struct {
	Addr string // HOST[:PORT]: port wire.Port when none is given
	Seat string // --seat: "" is black
	Book speech.Phrasebook
	// LangChosen and VerbosityChosen: the joiner chose them (--lang,
	// --verbosity, the settings file); Locale is this computer's
	// language (ANNA_LANG, the locale), if one of anna's.
	LangChosen, VerbosityChosen bool
	Locale                      func() (speech.Lang, bool)
	In                          *os.File
	Err                         io.Writer
	// View runs the view at this terminal on the seat taken until its
	// player quits: the program's status.
	View func(*Seat) int
}

// Play joins the host and runs the view: the program's status.
func (g Game) Play() int {
	addr := g.Addr
	if _, _, err := net.SplitHostPort(addr); err != nil {
		addr = net.JoinHostPort(addr, wire.Port)
	}
	seatName := g.Seat
	if seatName == "" {
		seatName = "black"
	}
	seat := NewSeat(g.Book)
	// The language and the verbosity not chosen here are those typed in an
	// earlier game by this SSH key (the host remembers), else the language
	// of this computer (ANNA_LANG, the locale), else the host's.
	hello := wire.Hello{Seat: seatName, Names: g.Book.Names.String(), Notation: g.Book.Style.String(), Heard: -1}
	if g.Book.NoArrivals {
		hello.Arrivals = "off"
	}
	if g.LangChosen {
		hello.Lang = g.Book.Lang.String()
	} else if l, ok := g.Locale(); ok {
		hello.Fallback = l.String()
	}
	if g.VerbosityChosen {
		hello.Verbosity = g.Book.Verbosity.String()
	}
	code, wrongCode := askCode(g.In, g.Err, g.Book)
	cfg := Config{Addr: addr, KnownHosts: annaFile("known_hosts"), Signers: userSigners(),
		Hello: hello, Code: code, WrongCode: wrongCode, Book: g.Book}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var runErr error
	go func() {
		runErr = Run(ctx, cfg, seat.Lines(), seat)
		why := ""
		if runErr != nil && !errors.Is(runErr, ErrClosed) { // the host said why it closed the table
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
				fmt.Fprintln(g.Err, cleantext.Line(n))
			}
		}
		return 1
	}
	status := g.View(seat)
	cancel()
	<-seat.Ended()
	// The host closed the table: the game over ends anna join as a game
	// at home ends, one left unfinished is not done.
	if runErr != nil && !(errors.Is(runErr, ErrClosed) && seat.Over()) {
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

// askCode gives the join code when the host asks for it: ANNA_JOIN_CODE,
// or asked on the terminal without echo. wrong is told that the host
// refused it: at the terminal that is said and the code asked again;
// ANNA_JOIN_CODE is not given twice.
func askCode(stdin *os.File, stderr io.Writer, book speech.Phrasebook) (code func(gone <-chan struct{}) (string, error), wrong func()) {
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
