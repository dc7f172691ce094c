package console

import (
	"io"
	"os"
	"sync"

	"github.com/muesli/cancelreader"
)

// A pump reads a file whose reads cannot be cancelled (Windows: a pipe, a
// file, the console in line mode) on one goroutine for the whole run, a
// read at a time, when a reader wants one; its readers may give up
// waiting (Cancel) and leave what the read brings for the next reader.
// Nothing read is lost, and no reader waits for input it no longer wants
// (anna lichess's lobby, stopped for a game, with piped input: it waited
// forever for a line the script would give the game).
type pump struct {
	f       *os.File
	mu      sync.Mutex
	buf     []byte // read and not yet taken
	err     error  // the end of the input, once read
	reading bool
	changed chan struct{} // closed when buf or err changes
}

// pumps are the pumps of the files read so, one for each: every reader of
// a file reads from its one pump.
var pumps sync.Map // *os.File -> *pump

// pumpOf is f's pump.
func pumpOf(f *os.File) *pump {
	p, _ := pumps.LoadOrStore(f, &pump{f: f, changed: make(chan struct{})})
	return p.(*pump)
}

// reader is a new reader of the pump's file, cancellable on its own.
func (p *pump) reader() cancelreader.CancelReader {
	return &pumpReader{p: p, cancel: make(chan struct{})}
}

// readMore starts a read, unless one is under way or the input has ended.
// p.mu is held.
func (p *pump) readMore() {
	if p.reading || p.err != nil {
		return
	}
	p.reading = true
	go func() {
		b := make([]byte, 4096)
		n, err := p.f.Read(b)
		p.mu.Lock()
		defer p.mu.Unlock()
		p.buf = append(p.buf, b[:n]...)
		if err != nil {
			p.err = err
		}
		p.reading = false
		close(p.changed)
		p.changed = make(chan struct{})
	}()
}

// pumpReader is one reader of a pump.
type pumpReader struct {
	p      *pump
	cancel chan struct{}
	once   sync.Once
}

func (r *pumpReader) Read(b []byte) (int, error) {
	p := r.p
	for {
		p.mu.Lock()
		select {
		case <-r.cancel:
			p.mu.Unlock()
			return 0, cancelreader.ErrCanceled
		default:
		}
		if len(p.buf) > 0 {
			n := copy(b, p.buf)
			p.buf = p.buf[n:]
			p.mu.Unlock()
			return n, nil
		}
		if p.err != nil {
			err := p.err
			p.mu.Unlock()
			return 0, err
		}
		p.readMore()
		changed := p.changed
		p.mu.Unlock()
		select {
		case <-changed:
		case <-r.cancel:
			return 0, cancelreader.ErrCanceled
		}
	}
}

// Cancel makes a read under way, and every read after, return
// cancelreader.ErrCanceled at once; it always succeeds.
func (r *pumpReader) Cancel() bool {
	r.once.Do(func() { close(r.cancel) })
	return true
}

func (r *pumpReader) Close() error {
	r.Cancel()
	return nil
}

var _ io.Reader = (*pumpReader)(nil)
