package lichesstest

import (
	"net/http"
	"sync"
	"time"
)

// conn is one open NDJSON stream: lines queued for it, and a way to end it.
type conn struct {
	lines   chan []byte
	done    chan struct{}
	once    sync.Once
	gone    chan struct{} // closed when the handler has returned
	hangup  bool          // end by cutting the connection, not by ending the response
	hangMu  sync.Mutex
	started time.Time
}

func newConn() *conn {
	return &conn{lines: make(chan []byte, 1024), done: make(chan struct{}), gone: make(chan struct{}), started: time.Now()}
}

// send queues a line; a stream that has ended takes nothing.
func (c *conn) send(line []byte) {
	select {
	case <-c.done:
	case c.lines <- line:
	default: // a reader that does not read: end its stream
		c.close()
	}
}

// close ends the stream: the server closes the response, as lichess does
// at a game's end or when a seek is taken.
func (c *conn) close() { c.once.Do(func() { close(c.done) }) }

// cut ends the stream by dropping the connection, as a network would.
func (c *conn) cut() {
	c.hangMu.Lock()
	c.hangup = true
	c.hangMu.Unlock()
	c.close()
}

func (c *conn) isCut() bool {
	c.hangMu.Lock()
	defer c.hangMu.Unlock()
	return c.hangup
}

// serveStream writes the stream's lines to w, with an empty line every
// keepAlive, until the stream or the request ends.
func (s *Server) serveStream(w http.ResponseWriter, r *http.Request, c *conn) {
	defer close(c.gone)
	w.Header().Set("Content-Type", "application/x-ndjson")
	w.WriteHeader(http.StatusOK)
	flush := func() {
		if f, ok := w.(http.Flusher); ok {
			f.Flush()
		}
	}
	flush()
	tick := time.NewTicker(s.KeepAlive)
	defer tick.Stop()
	for {
		lines := c.lines
		if s.isDown() {
			lines = nil // silent until Up (outage.go): looked at again each tick
		}
		select {
		case line := <-lines:
			w.Write(append(line, '\n'))
			flush()
		case <-tick.C:
			if lines == nil {
				continue
			}
			w.Write([]byte("\n"))
			flush()
		case <-c.done:
			// Lines queued before the end are sent first.
		drain:
			for {
				select {
				case line := <-c.lines:
					if !c.isCut() {
						w.Write(append(line, '\n'))
					}
				default:
					break drain
				}
			}
			flush()
			if c.isCut() {
				if hj, ok := w.(http.Hijacker); ok {
					if nc, _, err := hj.Hijack(); err == nil {
						nc.Close()
					}
				}
			}
			return
		case <-r.Context().Done():
			c.close()
			return
		}
	}
}
