// Package lichess is a client of the lichess Board API (the published
// specification: github.com/lichess-org/api, doc/specs): the account, the
// event stream, seeks and challenges, and one game's stream and actions;
// and of its puzzle API (puzzle.go): the daily puzzle, a puzzle by id, the
// next puzzle, the results sent back where the token's scope allows.
// It takes the network as it is: streams of NDJSON with empty keep-alive
// lines, reopened when they drop, on one schedule with a move held for
// want of the network (link.go: waits growing to a minute, with jitter);
// a 429 waits a full minute,
// as the API asks; a refused token is ErrUnauthorized. What happens on the
// way (a wait, a stream reopened) is told through Config.Notify as typed
// notices, which the caller puts into words.
package lichess

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"
)

// DefaultURL is the real service.
const DefaultURL = "https://lichess.org"

// TokenURL is where a personal token is made, with the scopes anna uses:
// board:play for games, puzzle:read and puzzle:write for lichess's puzzles
// (the next puzzle one not seen, the results rated).
const TokenURL = "https://lichess.org/account/oauth/token/create?scopes[]=board:play&scopes[]=puzzle:read&scopes[]=puzzle:write"

// Errors of the client. A refused request of another kind is an *APIError.
var (
	// ErrUnauthorized: the server refused the token (401).
	ErrUnauthorized = errors.New("lichess: the token was refused")
	// ErrNoNetwork: the server could not be reached at all.
	ErrNoNetwork = errors.New("lichess: no network")
	// ErrNotFound: no such game or challenge (404).
	ErrNotFound = errors.New("lichess: not found")
)

// APIError is a request the server refused, with its reason (the Error
// schema's "error").
type APIError struct {
	Status  int
	Message string
}

func (e *APIError) Error() string {
	if e.Message == "" {
		return fmt.Sprintf("lichess: refused (%d)", e.Status)
	}
	return fmt.Sprintf("lichess: refused (%d): %s", e.Status, e.Message)
}

// Config sets up a client.
type Config struct {
	URL   string // the server; "" for DefaultURL
	Token string // a personal token, sent as a bearer token and nowhere else
	// HTTP does the requests; nil for a client that waits at most 30 s to
	// connect (streams stay open as long as they run).
	HTTP *http.Client
	// Notify hears what happens on the way: a wait after 429, a stream
	// reopened. It must not block. Nil: nobody hears.
	Notify func(Notice)
	// Sleep waits d or until ctx ends; nil for a timer. Tests pass their
	// own, so that a minute's wait takes no minute.
	Sleep func(ctx context.Context, d time.Duration) error
	// RateWait is how long a 429 waits when the server does not say
	// (Retry-After); 0 for the minute the API asks for.
	RateWait time.Duration
	// Now and Rand are the link's clock and jitter (link.go); nil for
	// time.Now and math/rand. Tests pass their own.
	Now  func() time.Time
	Rand func() float64
}

// Client talks to one lichess server with one token. Its requests go one
// at a time, as the API asks; streams run beside them.
type Client struct {
	base  *url.URL
	token string
	http  *http.Client
	cfg   Config
	one   sync.Mutex // one request at a time
	link  *link      // whether lichess can be reached, and when it is tried again
}

// New makes a client; a URL that is not http or https is refused.
func New(cfg Config) (*Client, error) {
	raw := cfg.URL
	if raw == "" {
		raw = DefaultURL
	}
	u, err := url.Parse(strings.TrimRight(raw, "/"))
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, fmt.Errorf("lichess: %q is not a server address (as in %s)", raw, DefaultURL)
	}
	hc := cfg.HTTP
	if hc == nil {
		tr := http.DefaultTransport.(*http.Transport).Clone()
		tr.DialContext = (&net.Dialer{Timeout: 30 * time.Second, KeepAlive: 30 * time.Second}).DialContext
		tr.ResponseHeaderTimeout = 60 * time.Second
		hc = &http.Client{Transport: tr}
	}
	if cfg.Sleep == nil {
		cfg.Sleep = sleep
	}
	if cfg.RateWait == 0 {
		cfg.RateWait = time.Minute
	}
	return &Client{base: u, token: cfg.Token, http: hc, cfg: cfg, link: newLink(cfg.Now, cfg.Rand)}, nil
}

// URL is the server's address.
func (c *Client) URL() string { return c.base.String() }

// GameURL is the address of a game on the server (the PGN's Site).
func (c *Client) GameURL(id string) string { return c.base.String() + "/" + url.PathEscape(id) }

func sleep(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// sayLine tells Config.Notify a notice that is a line for the player.
func (c *Client) sayLine(n Notice) {
	if !n.Quiet {
		c.notify(n)
	}
}

func (c *Client) notify(n Notice) {
	if c.cfg.Notify != nil {
		c.cfg.Notify(n)
	}
}

// Hold makes a request (do) until lichess takes it or refuses it: one that
// cannot reach lichess (ErrNoNetwork) waits, as the streams do, and is
// made again when the link tries again (link.go); held is called before
// the first wait, so that the player hears the request is kept. lichess's
// answer, whatever it is, tells the link that lichess can be reached. The
// link's lines (lichess lost, still lost, back) go to Config.Notify.
func (c *Client) Hold(ctx context.Context, do func(context.Context) error, held func()) error {
	for waited := false; ; waited = true {
		err := do(ctx)
		if ctx.Err() != nil {
			return err
		}
		if !errors.Is(err, ErrNoNetwork) { // lichess answered
			c.link.reached("request", c.sayLine)
			return err
		}
		if !waited && held != nil {
			held()
		}
		wait := c.link.failed("request", err, c.sayLine)
		if err := c.cfg.Sleep(ctx, wait); err != nil {
			return err
		}
	}
}

// reqBody is a request's body: its type and its bytes.
type reqBody struct {
	contentType string
	data        []byte
}

// formBody is a form as a request's body; nil for none.
func formBody(form url.Values) *reqBody {
	if form == nil {
		return nil
	}
	return &reqBody{"application/x-www-form-urlencoded", []byte(form.Encode())}
}

// newRequest builds a request to path (already escaped) with a body, or
// none.
func (c *Client) newRequest(ctx context.Context, method, path string, b *reqBody) (*http.Request, error) {
	var body io.Reader
	if b != nil {
		body = bytes.NewReader(b.data)
	}
	req, err := http.NewRequestWithContext(ctx, method, c.base.String()+path, body)
	if err != nil {
		return nil, err
	}
	if b != nil {
		req.Header.Set("Content-Type", b.contentType)
	}
	if c.token != "" {
		req.Header.Set("Authorization", "Bearer "+c.token)
	}
	req.Header.Set("User-Agent", "anna (chess for blind players; Board API)")
	return req, nil
}

// send makes a request and returns its response when the status is 2xx.
// A 429 waits (Retry-After, or a minute) and tries again, telling Notify;
// the other refusals are errors: ErrUnauthorized, ErrNotFound, *APIError,
// and ErrNoNetwork when the server cannot be reached.
func (c *Client) send(ctx context.Context, method, path string, form url.Values) (*http.Response, error) {
	return c.sendBody(ctx, method, path, formBody(form))
}

// sendBody is send with a body of any type.
func (c *Client) sendBody(ctx context.Context, method, path string, b *reqBody) (*http.Response, error) {
	for {
		req, err := c.newRequest(ctx, method, path, b)
		if err != nil {
			return nil, err
		}
		resp, err := c.http.Do(req)
		if err != nil {
			if ctx.Err() != nil {
				return nil, ctx.Err()
			}
			return nil, fmt.Errorf("%w: %s", ErrNoNetwork, netReason(err))
		}
		if resp.StatusCode == http.StatusTooManyRequests {
			wait := c.retryAfter(resp)
			drain(resp)
			c.notify(Notice{Kind: RateLimited, Wait: wait})
			if err := c.cfg.Sleep(ctx, wait); err != nil {
				return nil, err
			}
			continue
		}
		if resp.StatusCode/100 == 2 {
			return resp, nil
		}
		return nil, refusal(resp)
	}
}

// retryAfter is how long a 429 asks to wait: the server's Retry-After in
// seconds when it gives one, else a full minute (the API's advice).
func (c *Client) retryAfter(resp *http.Response) time.Duration {
	if s, err := strconv.Atoi(resp.Header.Get("Retry-After")); err == nil && s > 0 && s <= 3600 {
		return time.Duration(s) * time.Second
	}
	return c.cfg.RateWait
}

// refusal turns a refused response into an error, and closes it.
func refusal(resp *http.Response) error {
	defer drain(resp)
	switch resp.StatusCode {
	case http.StatusUnauthorized:
		return ErrUnauthorized
	case http.StatusNotFound:
		return ErrNotFound
	}
	var body struct {
		Error string `json:"error"`
	}
	data, _ := io.ReadAll(io.LimitReader(resp.Body, 4096))
	json.Unmarshal(data, &body)
	return &APIError{Status: resp.StatusCode, Message: oneLine(body.Error)}
}

// oneLine keeps a server's message to one short printable line.
func oneLine(s string) string {
	s = strings.Map(func(r rune) rune {
		if r < ' ' || r == 0x7f {
			return ' '
		}
		return r
	}, s)
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > 200 {
		s = string(r[:200]) + "…"
	}
	return s
}

func drain(resp *http.Response) {
	io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10))
	resp.Body.Close()
}

// netReason is why a request did not reach the server, in a few words.
func netReason(err error) string {
	var dns *net.DNSError
	var op *net.OpError
	switch {
	case errors.As(err, &dns):
		return "the name " + dns.Name + " cannot be looked up"
	case errors.As(err, &op) && op.Op == "dial":
		return "the server cannot be reached"
	case errors.Is(err, context.DeadlineExceeded):
		return "the server did not answer in time"
	}
	return "the connection failed"
}

// post makes a POST that answers Ok ({"ok": true}).
func (c *Client) post(ctx context.Context, path string, form url.Values) error {
	c.one.Lock()
	defer c.one.Unlock()
	resp, err := c.send(ctx, http.MethodPost, path, form)
	if err != nil {
		return err
	}
	drain(resp)
	return nil
}

// getJSON makes a GET and decodes its JSON answer into v.
func (c *Client) getJSON(ctx context.Context, path string, v any) error {
	return c.requestJSON(ctx, http.MethodGet, path, nil, v)
}

// requestJSON makes a request with a body (or none) and decodes its JSON
// answer, at most a megabyte, into v.
func (c *Client) requestJSON(ctx context.Context, method, path string, b *reqBody, v any) error {
	c.one.Lock()
	defer c.one.Unlock()
	resp, err := c.sendBody(ctx, method, path, b)
	if err != nil {
		return err
	}
	defer drain(resp)
	if err := json.NewDecoder(io.LimitReader(resp.Body, 1<<20)).Decode(v); err != nil {
		return fmt.Errorf("lichess: the answer to %s is not JSON: %w", path, err)
	}
	return nil
}

// Account is the player the token belongs to.
type Account struct {
	ID       string `json:"id"`
	Username string `json:"username"`
	Perfs    map[string]struct {
		Rating int  `json:"rating"`
		Prov   bool `json:"prov"`
	} `json:"perfs"`
}

// Account asks whose token this is (GET /api/account).
func (c *Client) Account(ctx context.Context) (Account, error) {
	var a Account
	err := c.getJSON(ctx, "/api/account", &a)
	return a, err
}
