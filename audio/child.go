package audio

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"time"

	"github.com/anna-chess/anna/internal/wavfile"
)

// The sound device is played in a child process (Device starts it, and
// ServeDevice is what it runs): oto's context is made once per process
// and its errors are final, so a device that went away (the sound server
// restarted, a USB headset unplugged) comes back only in a new process;
// a PulseAudio stream (pulseDevice) is made again the same way. The child
// also keeps the sound libraries' own printing (libasound on standard
// error, jfreymuth/pulse's unknown messages on standard output) off the
// player's terminal.
//
// The two talk over two pipes, in frames of a byte naming the message, a
// little-endian 32-bit length and that many bytes:
//
//	to the child:   'P' PCM    play this utterance
//	                'S'        stop the utterance being played
//	from the child: 'R' name   the device is open ("pulse" or "alsa")
//	                'D'        the utterance is played (or stopped)
//	                'F' why    the device failed; the child ends
const (
	msgPlay   = 'P'
	msgStop   = 'S'
	msgReady  = 'R'
	msgDone   = 'D'
	msgFailed = 'F'
)

// The backends a child may be asked to open: whatever works (PulseAudio
// if a server answers, else ALSA through oto), or PulseAudio only,
// when the device that went away was a PulseAudio server: while it is
// away, the ALSA card it held must not be taken from it.
const (
	AnyBackend   = "any"
	PulseBackend = "pulse"
	alsaBackend  = "alsa"
)

// maxFrame is the longest message: ten minutes of speech.
const maxFrame = 600 * 2 * 44100

// childWatch is how often the child asks its device whether it has
// failed while nothing is played: a device that goes away is noticed
// within it (a PulseAudio stream tells at once, see pulseDevice.watch).
const childWatch = 100 * time.Millisecond

// startGrace is the longest a PulseAudio sink may hold sound of its own
// before an utterance: a null sink just started plays its first 2 s
// block before it listens to what a stream asks for.
const startGrace = 2 * time.Second

// serverTimeout is how long a PulseAudio server may take to answer before
// it counts as gone (a server stopped, or hung).
const serverTimeout = time.Second

// writeFrame writes one message.
func writeFrame(w io.Writer, kind byte, payload []byte) error {
	head := make([]byte, 5, 5+len(payload))
	head[0] = kind
	binary.LittleEndian.PutUint32(head[1:], uint32(len(payload)))
	_, err := w.Write(append(head, payload...))
	return err
}

// readFrame reads one message.
func readFrame(r io.Reader) (byte, []byte, error) {
	var head [5]byte
	if _, err := io.ReadFull(r, head[:]); err != nil {
		return 0, nil, err
	}
	n := binary.LittleEndian.Uint32(head[1:])
	if n > maxFrame {
		return 0, nil, fmt.Errorf("audio: a message of %d bytes", n)
	}
	payload := make([]byte, n)
	if _, err := io.ReadFull(r, payload); err != nil {
		return 0, nil, err
	}
	return head[0], payload, nil
}

// ChildPipes are the sound process's pipes, commands and replies, as its
// parent's Device named them: the last two words of its command line (a
// descriptor on Unix, an inherited handle on Windows).
func ChildPipes(args []string) (commands, replies *os.File, err error) {
	if len(args) < 2 {
		return nil, nil, errors.New("audio: the sound process's pipes are not named")
	}
	var pipes [2]*os.File
	for i, word := range args[len(args)-2:] {
		n, err := strconv.ParseUint(word, 10, 64)
		if err != nil {
			return nil, nil, fmt.Errorf("audio: the sound process's pipe %q: %w", word, err)
		}
		pipes[i] = os.NewFile(uintptr(n), [2]string{"commands", "replies"}[i])
	}
	return pipes[0], pipes[1], nil
}

// ServeDevice is the child's side: it opens the sound device (the backend
// asked for, within timeout), says so on replies, and plays what commands
// brings until commands ends (the parent closed it, or died). It returns
// when the device fails, after saying why.
func ServeDevice(commands io.Reader, replies io.Writer, backend string, timeout time.Duration) error {
	failed := func(err error) error {
		writeFrame(replies, msgFailed, []byte(err.Error()))
		return err
	}
	dev, name, err := openPlayer(backend, timeout)
	if err != nil {
		return failed(err)
	}
	defer dev.Close()
	if err := writeFrame(replies, msgReady, []byte(name)); err != nil {
		return err
	}
	plays := make(chan childPlay)
	go readCommands(commands, plays)
	watch := time.NewTicker(childWatch)
	defer watch.Stop()
	dry := 0 // times the stream ran dry, as told
	for {
		select {
		case <-dev.Lost():
			return failed(fmt.Errorf("%w: %w", ErrDeviceFailed, dev.Err()))
		case p, ok := <-plays:
			if !ok {
				return nil // the parent is gone
			}
			if err := dev.Play(Utterance{PCM: p.pcm, Stop: p.stop}); err != nil {
				return failed(err)
			}
			if d, ok := dev.(interface{ Dry() int }); ok && d.Dry() > dry {
				// The sound log's reader learns why words were broken.
				fmt.Fprintf(os.Stderr, "%s anna sound process: the PulseAudio stream ran dry %d times in %v of sound (the process waited for the processor)\n",
					time.Now().Format(time.RFC3339), d.Dry()-dry, time.Duration(wavfile.Duration(len(p.pcm))*float64(time.Second)).Round(time.Millisecond))
				dry = d.Dry()
			}
			if err := dev.Err(); err != nil {
				return failed(fmt.Errorf("%w: %w", ErrDeviceFailed, err))
			}
			if err := writeFrame(replies, msgDone, nil); err != nil {
				return err
			}
		case <-watch.C:
			if err := dev.Err(); err != nil {
				return failed(fmt.Errorf("%w: %w", ErrDeviceFailed, err))
			}
		}
	}
}

// player is the sound device as the child plays it: a PulseAudio stream
// of its own, or oto's device (ALSA).
type player interface {
	Play(Utterance) error
	Err() error            // why it failed, or nil
	Lost() <-chan struct{} // closed when it fails, where it can tell at once; or nil
	Close() error
}

// openPlayer opens a stream on the PulseAudio server if one answers (and
// only that, for PulseBackend), else oto's device, which is ALSA then.
func openPlayer(backend string, timeout time.Duration) (player, string, error) {
	dev, err := openPulse()
	switch {
	case err == nil:
		return dev, PulseBackend, nil
	case !errors.Is(err, errNoServer):
		return nil, "", fmt.Errorf("%w: %w", ErrNoDevice, err)
	case backend == PulseBackend:
		return nil, "", fmt.Errorf("%w: %w", ErrNoDevice, err)
	}
	alsa, err := openOto(timeout)
	if err != nil {
		return nil, "", err
	}
	return alsa, alsaBackend, nil
}

// childPlay is an utterance the parent sent, and the channel its stop
// closes.
type childPlay struct {
	pcm  []byte
	stop chan struct{}
}

// readCommands hands each utterance to plays and stops the one being
// played when asked; plays is closed when commands end.
func readCommands(commands io.Reader, plays chan<- childPlay) {
	defer close(plays)
	var current chan struct{} // the stop of the utterance played last
	for {
		kind, payload, err := readFrame(commands)
		if err != nil {
			return
		}
		switch kind {
		case msgPlay:
			p := childPlay{pcm: payload, stop: make(chan struct{})}
			current = p.stop
			plays <- p
		case msgStop:
			if current != nil {
				close(current)
				current = nil
			}
		}
	}
}

// errChildEnded is why a child that ended without a word is gone.
var errChildEnded = errors.New("audio: the sound process ended")
