package audio

import (
	"bytes"
	"errors"
	"fmt"
	"runtime"
	"sync"
	"time"

	"github.com/ebitengine/oto/v3"

	"github.com/anna-chess/anna/internal/wavfile"
)

// Errors from the sound device, for errors.Is.
var (
	ErrNoDevice     = errors.New("audio: no working sound device")
	ErrDeviceFailed = errors.New("audio: sound device failed")
)

const (
	// playMargin is how long Device.Play waits beyond an utterance's own
	// length: on a broken device an oto player says it is playing forever.
	playMargin = 500 * time.Millisecond
	// pollInterval is how often Device.Play asks whether the player is done
	// (oto has no completion callback).
	pollInterval = 5 * time.Millisecond
)

// oto allows one context per process (a second NewContext fails), so every
// openOto shares this one. That is why the sound device is played in a
// child process (see Device): a context that has failed cannot be made
// again, but a new process makes a new one.
var shared struct {
	mu    sync.Mutex
	ctx   *oto.Context
	ready chan struct{}
	err   error // permanent: the context could not be made or has failed
	dev   *otoDevice
}

// otoDevice plays sound on the default sound device through oto. The
// sound process uses it where no PulseAudio server answers, so it is ALSA
// (where one answers, the process plays on a stream of its own, see
// pulseDevice).
type otoDevice struct {
	ctx *oto.Context
	mu  sync.Mutex // one utterance at a time: concurrent players would mix

	// oto feeds the sound system silence when nothing plays, which costs a
	// steady share of a core; between utterances the context is suspended.
	idle      *time.Timer
	idleGen   int // the idle timer that counts; an older one that fires late does nothing
	suspended bool
}

// idleAfter is how long the device stays awake after an utterance: the
// sound system's own buffer is still sounding, and the next utterance of a
// queue usually follows at once.
const idleAfter = 400 * time.Millisecond

// openOto opens the default sound device, waiting up to timeout for it
// to start. oto reports a missing sound card only after it has started, so
// that is checked too. Every call returns the same device: oto cannot open
// a second one. After a timeout a later call may still succeed; after any
// other failure every later call fails the same way.
func openOto(timeout time.Duration) (*otoDevice, error) {
	ctx, ready, err := newContext()
	if err != nil {
		return nil, err
	}
	timer := time.NewTimer(timeout)
	defer timer.Stop()
	select {
	case <-ready:
	case <-timer.C:
		return nil, fmt.Errorf("%w: not ready after %v", ErrNoDevice, timeout)
	}

	shared.mu.Lock()
	defer shared.mu.Unlock()
	if shared.err != nil {
		return nil, shared.err
	}
	if err := ctx.Err(); err != nil {
		shared.err = fmt.Errorf("%w: %w", ErrNoDevice, err)
		return nil, shared.err
	}
	if shared.dev == nil {
		shared.dev = &otoDevice{ctx: ctx}
	}
	return shared.dev, nil
}

// newContext returns the process's oto context, making it on first use.
func newContext() (*oto.Context, chan struct{}, error) {
	shared.mu.Lock()
	defer shared.mu.Unlock()
	if shared.err != nil {
		return nil, nil, shared.err
	}
	if shared.ctx == nil {
		ctx, ready, err := oto.NewContext(&oto.NewContextOptions{
			SampleRate:      wavfile.SampleRate,
			ChannelCount:    wavfile.Channels,
			Format:          oto.FormatSignedInt16LE,
			ApplicationName: "anna", // the name in PulseAudio's volume control
		})
		if err != nil {
			shared.err = fmt.Errorf("%w: %w", ErrNoDevice, err)
			return nil, nil, shared.err
		}
		shared.ctx, shared.ready = ctx, ready
	}
	return shared.ctx, shared.ready, nil
}

// Play plays an utterance and returns when it has been handed to the sound
// system (the device's own buffer, under 0.1 s, may still be sounding), or
// at once when its Stop channel is closed (the rest is not played), or with
// an error when the device fails or takes more than the utterance's length
// plus half a second.
func (d *otoDevice) Play(u Utterance) error {
	pcm := u.PCM[:len(u.PCM)&^1] // whole samples only
	if len(pcm) == 0 {
		return nil
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	if err := d.ctx.Err(); err != nil {
		return fmt.Errorf("%w: %w", ErrDeviceFailed, err)
	}
	d.wake()
	defer d.sleepLater()

	// p must stay reachable until it is done: oto closes unreachable players.
	p := d.ctx.NewPlayer(bytes.NewReader(pcm))
	defer runtime.KeepAlive(p)
	p.Play()

	length := time.Duration(wavfile.Duration(len(pcm)) * float64(time.Second))
	deadline := time.Now().Add(length + playMargin)
	tick := time.NewTicker(pollInterval)
	defer tick.Stop()
	for p.IsPlaying() {
		select {
		case <-u.Stop:
			p.Pause() // cut short: what the sound system holds still sounds
			return nil
		default:
		}
		if err := d.ctx.Err(); err != nil {
			p.Pause()
			return fmt.Errorf("%w: %w", ErrDeviceFailed, err)
		}
		if time.Now().After(deadline) {
			p.Pause() // so that it cannot sound over the next utterance
			return fmt.Errorf("%w: %v of sound not played within %v", ErrDeviceFailed, length.Round(time.Millisecond), (length + playMargin).Round(time.Millisecond))
		}
		select {
		case <-tick.C:
		case <-u.Stop:
		}
	}
	if err := p.Err(); err != nil {
		return fmt.Errorf("%w: %w", ErrDeviceFailed, err)
	}
	return nil
}

// wake resumes a suspended context before sound is played; d.mu is held.
func (d *otoDevice) wake() {
	if d.idle != nil {
		d.idle.Stop()
	}
	if d.suspended {
		d.ctx.Resume()
		d.suspended = false
	}
}

// sleepLater suspends the context once the device has been idle a while.
func (d *otoDevice) sleepLater() {
	d.idleGen++
	gen := d.idleGen
	d.idle = time.AfterFunc(idleAfter, func() {
		d.mu.Lock()
		defer d.mu.Unlock()
		if gen == d.idleGen && !d.suspended && d.ctx.Suspend() == nil {
			d.suspended = true
		}
	})
}

// Err is the device's failure, if it has failed: the sound server went
// away, or the sound card.
func (d *otoDevice) Err() error { return d.ctx.Err() }

// Lost is nil: oto says that its device failed only when asked (Err).
func (d *otoDevice) Lost() <-chan struct{} { return nil }

// Close does nothing: oto cannot close its context, and the device stays
// usable for the rest of the process (openOto returns it again).
func (d *otoDevice) Close() error { return nil }
