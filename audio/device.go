package audio

import (
	"fmt"
	"os"
	"os/exec"
	"strings"
	"sync"
	"time"

	"github.com/anna-chess/anna/internal/wavfile"
)

// Device is the sound device as a listener knows it. It is played by a
// child process (see ServeDevice), started at the first utterance. When
// the device or the sound server goes away, the Device says so once
// (OnLost), drops what is said meanwhile (it is past: announcements are
// not said late), starts a new child every Retry until one opens a device,
// and says when the sound is back (OnBack). A device that never opened
// is not looked for again: every Play returns why.
type Device struct {
	opts DeviceOptions

	play sync.Mutex // one utterance at a time

	mu      sync.Mutex
	child   *child // the open device; nil before the first open, while lost, after Close
	tried   bool   // the first open was tried
	never   error  // why the first open failed
	backend string // what the device that went away was
	closed  bool
	stop    chan struct{} // closed by Close: looking for the device ends
	// looking is the search for a lost device, which Close waits for: a
	// child it was starting is ended before anna is (on Windows a child
	// left running holds the sound log open, and nothing can remove it).
	looking sync.WaitGroup
}

// DeviceOptions configure a Device; all but Command may be left zero.
type DeviceOptions struct {
	// Command is the child process for a backend (AnyBackend or
	// PulseBackend): a program that runs ServeDevice with the pipes
	// ChildPipes finds at the end of its command line (the Device adds
	// them) as its commands and replies. Its standard output and error are
	// where the sound libraries' messages go.
	Command func(backend string) *exec.Cmd
	// OpenTimeout is how long a child may take to open its device
	// (default 3 s).
	OpenTimeout time.Duration
	// Retry is how often a lost device is looked for (default 2 s).
	Retry time.Duration
	// OnLost is called, with why, each time a working device is lost;
	// OnBack when one works again. Both are called on a goroutine of the
	// Device's, without its locks held.
	OnLost func(error)
	OnBack func()
}

// NewDevice returns a Device; nothing is opened until the first Play.
func NewDevice(opts DeviceOptions) *Device {
	if opts.OpenTimeout <= 0 {
		opts.OpenTimeout = 3 * time.Second
	}
	if opts.Retry <= 0 {
		opts.Retry = 2 * time.Second
	}
	return &Device{opts: opts, stop: make(chan struct{})}
}

// Warm opens the device now rather than at the first utterance: a program
// whose first words come later (anna join, waiting for the host's first
// move) says them without the second the sound process takes to start.
// It returns once the device is open, or could not be.
func (d *Device) Warm() { d.current() }

// Play plays an utterance and returns when the device has played it, or
// at once when its Stop channel is closed (the rest is not played). When
// no device could be opened at all it returns why (wrapping ErrNoDevice);
// while the device is lost, or when it goes away during the utterance, it
// drops the utterance and returns nil: OnLost has said so.
func (d *Device) Play(u Utterance) error {
	pcm := u.PCM[:len(u.PCM)&^1]
	if len(pcm) == 0 {
		return nil
	}
	d.play.Lock()
	defer d.play.Unlock()
	c, err := d.current()
	if c == nil {
		return err
	}
	if err := c.send(msgPlay, pcm); err != nil {
		d.lose(c, err)
		return nil
	}
	// The child gives up on a device that does not take the sound within
	// the utterance's length and playMargin (and startGrace, for what a
	// PulseAudio sink holds before it); a child that does not answer a
	// second after that is ended.
	length := time.Duration(wavfile.Duration(len(pcm)) * float64(time.Second))
	limit := length + playMargin + startGrace + time.Second
	deadline := time.NewTimer(limit)
	defer deadline.Stop()
	stop := u.Stop
	for {
		select {
		case kind := <-c.replies:
			if kind == msgDone {
				return nil
			}
		case <-stop:
			stop = nil
			if err := c.send(msgStop, nil); err != nil {
				d.lose(c, err)
				return nil
			}
		case <-c.gone:
			d.lose(c, c.err)
			return nil
		case <-deadline.C:
			d.lose(c, fmt.Errorf("%w: the sound process did not answer within %v", ErrDeviceFailed, limit.Round(time.Millisecond)))
			return nil
		}
	}
}

// current is the open device, opening it the first time; nil with the
// reason when none ever opened, nil alone while it is lost or closed.
func (d *Device) current() (*child, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	switch {
	case d.closed:
		return nil, fmt.Errorf("%w: the sound device", ErrClosed)
	case d.child != nil || d.tried:
		return d.child, d.never
	}
	d.tried = true
	c, err := d.start(AnyBackend)
	if err != nil {
		d.never = err
		return nil, err
	}
	d.use(c)
	return c, nil
}

// use makes c the open device and watches it, so that a device that goes
// away while nothing is said is noticed at once. d.mu is held.
func (d *Device) use(c *child) {
	d.child = c
	go func() {
		select {
		case <-c.gone:
			d.lose(c, c.err)
		case <-d.stop:
		}
	}()
}

// lose notes that c no longer plays: once for each child, it is ended,
// the listener told, and a device looked for.
func (d *Device) lose(c *child, why error) {
	d.mu.Lock()
	if d.child != c || d.closed {
		d.mu.Unlock()
		return
	}
	d.child = nil
	d.backend = c.backend
	d.looking.Add(1)
	d.mu.Unlock()
	c.end()
	if why == nil {
		why = errChildEnded
	}
	if d.opts.OnLost != nil {
		d.opts.OnLost(why)
	}
	go func() {
		defer d.looking.Done()
		d.lookAgain()
	}()
}

// lookAgain starts a child every Retry until one opens a device. After a
// PulseAudio server went away only a PulseAudio server will do.
func (d *Device) lookAgain() {
	want := AnyBackend
	if d.backend == PulseBackend {
		want = PulseBackend
	}
	tick := time.NewTicker(d.opts.Retry)
	defer tick.Stop()
	for {
		select {
		case <-d.stop:
			return
		case <-tick.C:
		}
		c, err := d.start(want)
		if err != nil {
			continue
		}
		d.mu.Lock()
		if d.closed {
			d.mu.Unlock()
			c.end()
			return
		}
		d.use(c)
		d.mu.Unlock()
		if d.opts.OnBack != nil {
			d.opts.OnBack()
		}
		return
	}
}

// Close ends the child and stops looking for a device.
func (d *Device) Close() error {
	d.mu.Lock()
	if d.closed {
		d.mu.Unlock()
		return nil
	}
	d.closed = true
	close(d.stop)
	c := d.child
	d.child = nil
	d.mu.Unlock()
	if c != nil {
		c.end()
	}
	d.looking.Wait()
	return nil
}

// child is one sound process.
type child struct {
	cmd      *exec.Cmd
	commands *os.File
	backend  string
	replies  chan byte     // msgDone as they come
	gone     chan struct{} // closed when the child's replies end
	err      error         // why they ended; set before gone is closed
	sendMu   sync.Mutex
}

// start starts a child for backend and waits until its device is open.
func (d *Device) start(backend string) (*child, error) {
	cmd := d.opts.Command(backend)
	cmdR, cmdW, err := os.Pipe()
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrNoDevice, err)
	}
	repR, repW, err := os.Pipe()
	if err != nil {
		cmdR.Close()
		cmdW.Close()
		return nil, fmt.Errorf("%w: %w", ErrNoDevice, err)
	}
	passPipes(cmd, cmdR, repW)
	err = cmd.Start()
	cmdR.Close()
	repW.Close()
	if err != nil {
		cmdW.Close()
		repR.Close()
		return nil, fmt.Errorf("%w: the sound process: %w", ErrNoDevice, err)
	}
	c := &child{cmd: cmd, commands: cmdW, replies: make(chan byte, 1), gone: make(chan struct{})}
	ready := make(chan string, 1)
	go c.listen(repR, ready)
	timer := time.NewTimer(d.opts.OpenTimeout + time.Second)
	defer timer.Stop()
	select {
	case c.backend = <-ready:
		return c, nil
	case <-c.gone:
		c.end()
		return nil, c.err
	case <-timer.C:
		c.end()
		return nil, fmt.Errorf("%w: not open after %v", ErrNoDevice, d.opts.OpenTimeout+time.Second)
	case <-d.stop: // closed meanwhile: the search for a lost device ends at once
		c.end()
		return nil, fmt.Errorf("%w: the sound device", ErrClosed)
	}
}

// listen reads the child's replies until they end, then reaps it.
func (c *child) listen(replies *os.File, ready chan<- string) {
	defer func() {
		replies.Close()
		c.cmd.Wait()
		close(c.gone)
	}()
	opened := false
	for {
		kind, payload, err := readFrame(replies)
		if err != nil {
			c.err = fmt.Errorf("%w: %w", ErrDeviceFailed, errChildEnded)
			if !opened {
				c.err = fmt.Errorf("%w: %w", ErrNoDevice, errChildEnded)
			}
			return
		}
		switch kind {
		case msgReady:
			opened = true
			ready <- string(payload)
		case msgDone:
			select {
			case c.replies <- msgDone:
			default: // nobody waits: it was lost meanwhile
			}
		case msgFailed:
			base := ErrDeviceFailed
			if !opened {
				base = ErrNoDevice
			}
			c.err = fmt.Errorf("%w: %s", base, strings.TrimPrefix(string(payload), base.Error()+": "))
			return
		}
	}
}

// send writes one message to the child.
func (c *child) send(kind byte, payload []byte) error {
	c.sendMu.Lock()
	defer c.sendMu.Unlock()
	if err := writeFrame(c.commands, kind, payload); err != nil {
		return fmt.Errorf("%w: %w", ErrDeviceFailed, err)
	}
	return nil
}

// end closes the child's commands, so that it ends, and kills it if it has
// not within a second.
func (c *child) end() {
	c.sendMu.Lock()
	c.commands.Close()
	c.sendMu.Unlock()
	select {
	case <-c.gone:
	case <-time.After(time.Second):
		c.cmd.Process.Kill()
		<-c.gone
	}
}
