// Package join is anna's side of anna join: it takes a seat at a host's
// table over SSH, on the anna-events subsystem (internal/wire), and hands
// what the seat hears to the joiner's own terminal and voice. It checks
// the host's key against anna's own known-hosts file (remembered on first
// use), logs in with the user's SSH key or the join code, and joins the
// same seat again by itself when the connection drops, sending again the
// lines typed that the host did not carry out (outbox).
package join

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	gossh "golang.org/x/crypto/ssh"
	"golang.org/x/crypto/ssh/knownhosts"

	"github.com/anna-chess/anna/internal/wire"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/words"
)

// Config is where and how to join.
type Config struct {
	Addr       string     // host:port
	Hello      wire.Hello // the seat and the joiner's words
	KnownHosts string     // anna's own known-hosts file
	Signers    []gossh.Signer
	// Code gives the join code when the host asks for it (the terminal,
	// without echo, or ANNA_JOIN_CODE); gone is closed if the connection
	// to the host ends while it is asked (the host quit meanwhile).
	Code func(gone <-chan struct{}) (string, error)
	// WrongCode, when set, is told that the host refused the code Code
	// gave, before Code is asked again: codeTries tries in all, as ssh
	// gives.
	WrongCode func()
	// Retry is the step of the waits between tries to join again (1 s):
	// they grow by it to at most 4 of it in the first 60 of it, then are
	// 30 of it; every 60 of it anna join says it is still trying. GiveUp
	// is how long it goes on trying after a connection dropped (10 min).
	Retry, GiveUp time.Duration
	// Silence is how long a host may answer nothing, not even the
	// keepalive asked of it every third of it, before the connection is
	// taken as lost (a network gone silent, a frozen host); 0 is 15 s.
	Silence time.Duration
	// Book is the joiner's words, for anna join's own lines.
	Book speech.Phrasebook
}

// Handler is the joiner's terminal and voice (Seat, for the views).
type Handler interface {
	Seated(seat string)      // the seat is taken (again, after a dropped connection)
	Words(speech.Phrasebook) // the joiner's words: when seated, and when lang or brief typed here change them
	Said(speech.Phrase)      // a line to print and speak, in the joiner's words
	Notice(string)           // a line of the host's, printed
	Voice(change string)     // faster, slower, louder or softer typed here
	Picture(wire.Picture)    // the seat's board now, for a board view; before the prompt
	Prompt(wire.Prompt)      // the prompt, ending what one event of the table said
	Answered()               // what answers the line typed last has come
	Heard() (waiting int)    // a batch of the host's has been handed on whole; what waits for the view, in bytes
	Status(string)           // a line of anna join's own (the connection lost), printed at once
	Says(speech.Phrase)      // a line of anna join's own (the host gone, back at the table), printed and said at once
	Kept(line string)        // a line typed while the connection is down: kept, sent on joining again
	NotSent(lines []string)  // lines typed that the host is not known to have carried out (given up)
}

// ErrRefused is the host's refusal of the seat; ErrHostKeyChanged a host
// whose key is not the one remembered; ErrClosed: the host closed the
// table on purpose (its player quit), and said why and how the game
// stands.
var (
	ErrRefused        = errors.New("join: the host refused")
	ErrHostKeyChanged = errors.New("join: the host's key is not the one remembered")
	ErrClosed         = errors.New("join: the host closed the table")
)

// saidError is an error as the joiner reads it, in its own words (or the
// host's refusal, in the joiner's words already), and what it is.
type saidError struct {
	text string
	err  error
}

func (e *saidError) Error() string { return e.text }
func (e *saidError) Unwrap() error { return e.err }

// Run joins and plays until the seat is left (quit, the table closed:
// ErrClosed) or ctx ends. Lines typed come from lines. A dropped
// connection joins the same seat again, with growing waits (wait), for
// GiveUp; anna join says once that the host is gone, every minute that
// it is still trying, and, seated again, that it is back at the table.
func Run(ctx context.Context, cfg Config, lines <-chan string, h Handler) error {
	if cfg.Retry == 0 {
		cfg.Retry = time.Second
	}
	if cfg.GiveUp == 0 {
		cfg.GiveUp = 10 * time.Minute
	}
	if cfg.Silence == 0 {
		cfg.Silence = 15 * time.Second
	}
	joined := false
	var lostAt time.Time
	tries, told := 0, 0
	out := &outbox{}
	stop := make(chan struct{})
	defer close(stop)
	go func() { // the lines typed, numbered: sent, or kept while the connection is down
		for {
			select {
			case <-stop:
				return
			case l := <-lines:
				if !out.add(l) {
					h.Kept(l)
				}
			}
		}
	}()
	for {
		seated := false
		quit, err := once(ctx, &cfg, out, h, &seated, joined)
		joined = joined || seated
		switch {
		case errors.Is(err, ErrClosed):
			return err
		case quit || ctx.Err() != nil:
			return nil
		case errors.Is(err, ErrRefused) || errors.Is(err, ErrHostKeyChanged) || !joined:
			if left := out.left(); len(left) > 0 {
				h.NotSent(left)
			}
			return err
		}
		if seated { // this connection was lost: GiveUp counts from now
			lostAt = time.Time{}
		}
		if lostAt.IsZero() {
			lostAt, tries, told = time.Now(), 0, 0
			h.Status(cfg.Book.Say(keyLost.With(words.Text(cfg.Addr), words.Text(reasonOf(cfg.Book, err)))).Text())
			h.Says(cfg.Book.Say(keyHostGone.With(words.Duration(cfg.GiveUp))))
		}
		since := time.Since(lostAt)
		if since > cfg.GiveUp {
			if left := out.left(); len(left) > 0 {
				h.NotSent(left)
			}
			return &saidError{cfg.Book.Say(keyGaveUp.With(words.Text(cfg.Addr), words.Duration(cfg.GiveUp), words.Text(reasonOf(cfg.Book, err)))).Text(), err}
		}
		if n := int(since / (60 * cfg.Retry)); n > told {
			told = n
			h.Says(cfg.Book.Say(keyStillTrying.With(words.Duration(time.Duration(n) * 60 * cfg.Retry))))
		}
		tries++
		select {
		case <-ctx.Done():
			return nil
		case <-time.After(wait(cfg.Retry, tries, since)):
		}
	}
}

// wait is the pause before try n to join again, the connection lost
// since: one step, then two, in the first 60 steps (a host started again
// in the first minute finds its joiners back within 2 s of serving, 5 s
// of its start on a loaded machine: with 4 s apart, one was back 4.1 s
// after anna host --resume at a load of 32), then 30 steps. A try that
// finds no host costs a refused connection.
func wait(step time.Duration, n int, since time.Duration) time.Duration {
	if since >= 60*step {
		return 30 * step
	}
	return time.Duration(min(n, 2)) * step
}

// once is one connection: it reports whether the seat was left, and sets
// seated once the host has seated the joiner on it. A change
// of the joiner's words is kept in cfg.Hello, for the next connection;
// the lines typed go out through out once the seat is taken.
//
// again: the joiner sat here before, and is back at the table.
func once(ctx context.Context, cfg *Config, out *outbox, h Handler, seated *bool, again bool) (bool, error) {
	client, err := dial(*cfg)
	if err != nil {
		return false, err
	}
	defer client.Close()
	sess, err := client.NewSession()
	if err != nil {
		return false, err
	}
	defer sess.Close()
	stdin, _ := sess.StdinPipe()
	stdout, _ := sess.StdoutPipe()
	if err := sess.RequestSubsystem(wire.Subsystem); err != nil {
		return false, &saidError{cfg.Book.Say(keyNotAnnaHost.With(words.Text(cfg.Addr))).Text(), err}
	}
	in := bufio.NewReader(stdout)
	greeting, err := wire.ReadLine(in)
	if err != nil {
		return false, err
	}
	if err := wire.CheckGreeting(greeting); err != nil {
		return false, versionRefused(err, cfg.Book)
	}
	if _, err := io.WriteString(stdin, wire.Greeting()+cfg.Hello.Line()); err != nil {
		return false, err
	}
	done := make(chan struct{})
	defer close(done)
	defer out.close()
	go func() {
		select {
		case <-done:
		case <-ctx.Done():
			client.Close()
		}
	}()
	silent := watchSilence(client, cfg.Silence, done)
	r := reader{h: h, cfg: cfg, again: again}
	quit, err := r.serve(in, out, stdin, seated)
	if err != nil && silent.Load() {
		return false, silentError{cfg.Silence}
	}
	return quit, err
}

// silentError: the host answered nothing for d.
type silentError struct{ d time.Duration }

func (e silentError) Error() string { return fmt.Sprintf("join: no answer for %v", e.d) }

// watchSilence asks the host for a keepalive's reply every third of d and
// closes client when one has not come within d: a host or a network gone
// silent is noticed at the joiner too (said, and joined again), where it
// waited without a word for as long as the system's TCP would. It reports
// whether it closed client.
func watchSilence(client *gossh.Client, d time.Duration, done <-chan struct{}) *atomic.Bool {
	silent := new(atomic.Bool)
	go func() {
		tick := time.NewTicker(d / 3)
		defer tick.Stop()
		for {
			select {
			case <-done:
				return
			case <-tick.C:
			}
			replied := make(chan struct{})
			go func() {
				client.SendRequest("keepalive@openssh.com", true, nil) // any reply, even a refusal, is an answer
				close(replied)
			}()
			select {
			case <-done:
				return
			case <-replied:
			case <-time.After(d):
				silent.Store(true)
				client.Close()
				return
			}
		}
	}()
	return silent
}

func field(fields []string) string {
	if len(fields) == 0 {
		return ""
	}
	return fields[0]
}

// codeTries is how often a join code refused is asked again (ssh's
// number of password prompts).
const codeTries = 3

func dial(cfg Config) (*gossh.Client, error) {
	check, err := hostKeys(cfg.KnownHosts, cfg.Book)
	if err != nil {
		return nil, err
	}
	conn, err := net.DialTimeout("tcp", cfg.Addr, 10*time.Second)
	if err != nil {
		return nil, &saidError{cfg.Book.Say(keyCannotReach.With(words.Text(cfg.Addr), words.Text(reasonOf(cfg.Book, err)))).Text(), err}
	}
	watched := &watchedConn{Conn: conn, gone: make(chan struct{})}
	methods := []gossh.AuthMethod{}
	if len(cfg.Signers) > 0 {
		methods = append(methods, gossh.PublicKeys(cfg.Signers...))
	}
	asked := 0
	if cfg.Code != nil {
		ask := func() (string, error) {
			if asked++; asked > 1 && cfg.WrongCode != nil {
				cfg.WrongCode()
			}
			code, err := cfg.Code(watched.gone)
			if err != nil {
				return "", &saidError{err.Error(), err} // in the joiner's words, without ssh's before it
			}
			return code, nil
		}
		tries := 1
		if cfg.WrongCode != nil {
			tries = codeTries
		}
		methods = append(methods, gossh.RetryableAuthMethod(gossh.PasswordCallback(ask), tries))
	}
	conf := &gossh.ClientConfig{User: "anna", Auth: methods, HostKeyCallback: check}
	c, chans, reqs, err := gossh.NewClientConn(watched, cfg.Addr, conf)
	if err != nil {
		conn.Close()
	}
	if said := (*saidError)(nil); errors.As(err, &said) {
		return nil, said // the host's key refused, in the joiner's words, without ssh's "handshake failed" before it
	}
	if op := (*net.OpError)(nil); errors.As(err, &op) {
		return nil, &saidError{cfg.Book.Say(keyCannotReach.With(words.Text(cfg.Addr), words.Text(reasonOf(cfg.Book, err)))).Text(), err}
	}
	if err != nil && asked > 0 { // the code given was refused (the host says no more to a password)
		return nil, &saidError{cfg.Book.Say(keyWrongCode.Event()).Text(), fmt.Errorf("%w: %w", ErrRefused, err)}
	}
	if err != nil {
		return nil, err
	}
	return gossh.NewClient(c, chans, reqs), nil
}

// watchedConn is the connection to the host, which tells (gone) when it
// ended: the SSH client reads it all the time, even while the join code
// is asked.
type watchedConn struct {
	net.Conn
	once sync.Once
	gone chan struct{}
}

func (c *watchedConn) Read(p []byte) (int, error) {
	n, err := c.Conn.Read(p)
	if err != nil {
		c.once.Do(func() { close(c.gone) })
	}
	return n, err
}

// hostKeys checks the host's key against the known-hosts file: a host
// not in it is added (trust on first use), a host whose key differs is
// refused.
func hostKeys(path string, book speech.Phrasebook) (gossh.HostKeyCallback, error) {
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return nil, fmt.Errorf("join: %w", err)
	}
	if f, err := os.OpenFile(path, os.O_CREATE|os.O_APPEND, 0o600); err == nil {
		f.Close()
	} else {
		return nil, fmt.Errorf("join: %w", err)
	}
	known, err := knownhosts.New(path)
	if err != nil {
		return nil, fmt.Errorf("join: %s: %w", path, err)
	}
	return func(host string, remote net.Addr, key gossh.PublicKey) error {
		err := known(host, remote, key)
		var ke *knownhosts.KeyError
		if errors.As(err, &ke) {
			if len(ke.Want) > 0 {
				return &saidError{book.Say(keyKeyChanged.With(words.Text(host), words.Text(gossh.FingerprintSHA256(key)), words.Text(path))).Text(), ErrHostKeyChanged}
			}
			f, ferr := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0o600)
			if ferr != nil {
				return fmt.Errorf("join: %w", ferr)
			}
			defer f.Close()
			_, ferr = fmt.Fprintln(f, knownhosts.Line([]string{knownhosts.Normalize(host)}, key))
			return ferr
		}
		return err
	}, nil
}

// reasonOf is the system's reason for a dropped connection, as short as
// it can be said ("connection refused"), or the joiner's words for a
// stream the other end ended.
func reasonOf(book speech.Phrasebook, err error) string {
	if err == nil || errors.Is(err, io.EOF) {
		return book.Say(keyClosed.Event()).Text() // the stream ended
	}
	if s := (silentError{}); errors.As(err, &s) {
		return book.Say(keySilent.With(words.Duration(s.d))).Text()
	}
	if m := (TooMuchError{}); errors.As(err, &m) {
		return book.Say(keyTooMuch.With(words.Text(strconv.Itoa(m.Most >> 20)))).Text()
	}
	var op *net.OpError
	if errors.As(err, &op) && op.Err != nil {
		return op.Err.Error()
	}
	return err.Error()
}
