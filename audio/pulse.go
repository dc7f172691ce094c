package audio

import (
	"errors"
	"fmt"
	"net"
	"os"
	"sync"
	"time"

	"github.com/jfreymuth/pulse/proto"

	"github.com/anna-chess/anna/internal/wavfile"
)

// pulseDevice plays on a PulseAudio server through a playback stream of
// its own, spoken to in the server's native protocol (jfreymuth/pulse's
// proto package). oto's PulseAudio stream mixes its players into one
// stream that it keeps full of silence, so a new sound waits behind the
// whole buffer (100 ms); here the stream holds only speech. An utterance
// is written into an empty stream and sounds at once, however large the
// buffer, and the buffer is large so that a loaded machine that leaves
// the sound process waiting does not leave gaps in the words. Between
// utterances the stream is empty and costs nothing; after pulseIdleCork it
// is corked, so that the server may suspend the sound card.
type pulseDevice struct {
	client *proto.Client
	conn   net.Conn
	index  uint32 // the stream's
	attr   proto.CreatePlaybackStreamReply

	mu      sync.Mutex // one utterance at a time; and corked, idle, idleGen
	corked  bool
	idle    *time.Timer
	idleGen int

	flow     sync.Mutex    // what the server's reader tells
	credit   int           // bytes the server asked for and has not had
	writing  bool          // an utterance has sound not yet sent
	flushed  bool          // the stream was flushed: its next underrun is that
	dry      int           // times the stream ran dry while writing was true
	signal   chan struct{} // a request or an underrun came (capacity 1)
	gone     chan struct{} // closed when the server is gone
	goneErr  error         // why; set before gone is closed
	goneOnce sync.Once
}

// The stream's buffer, in the server's terms (see PulseAudio's
// pa_buffer_attr): pulseBuffer (tlength) is how much speech the server
// holds ahead at most, pulseSinkLatency what its sound card is asked to
// hold of it (the server asks the card for tlength - 2 minreq, so minreq
// follows), and pulsePrebuf how much must be there before a stream that
// ran dry plays again. An utterance's first write fills the buffer
// whole, so neither delays its start; the buffer is what a sound process
// that the processor leaves waiting may miss before the words break.
const (
	pulseBuffer      = time.Second
	pulseSinkLatency = 20 * time.Millisecond
	pulsePrebuf      = 10 * time.Millisecond
)

// pulseIdleCork is how long the stream stays open after an utterance
// before it is corked (a test makes it shorter). An open stream, even
// empty, keeps the sound card running (a desktop's server suspends it 5 s
// after the last open stream); a corked one lets it sleep, but a sleeping
// card takes a while to wake for the next word. Half a minute keeps it
// awake through a game's quick exchanges.
var pulseIdleCork = 30 * time.Second

// pulseBufferAttr is the buffer asked for, in bytes, for a buffer of
// tlength whose sound card holds sinkLatency.
type pulseBufferAttr struct{ maxLength, tlength, prebuf, minreq uint32 }

// pulseStream is the buffer every stream asks for (a test asks for less,
// to see the words break).
var pulseStream = bufferAttr(pulseBuffer, pulseSinkLatency, pulsePrebuf)

func bufferAttr(tlength, sinkLatency, prebuf time.Duration) pulseBufferAttr {
	b := func(d time.Duration) uint32 {
		return uint32(d.Seconds()*wavfile.SampleRate) * wavfile.Channels * 2
	}
	return pulseBufferAttr{maxLength: 2 * b(tlength), tlength: b(tlength), prebuf: b(prebuf), minreq: (b(tlength) - b(sinkLatency)) / 2 &^ 1}
}

// openPulse connects to the PulseAudio server ($PULSE_SERVER, or the
// user's own) and opens a stream on it. It fails within serverTimeout
// when no server answers.
func openPulse() (*pulseDevice, error) {
	a := pulseStream
	client, conn, err := proto.Connect("")
	if err != nil {
		return nil, fmt.Errorf("%w: %w", errNoServer, err)
	}
	d := &pulseDevice{client: client, conn: conn, signal: make(chan struct{}, 1), gone: make(chan struct{}), corked: true}
	client.Callback = d.event // before the next request: nothing else reads it until then
	// A drain is answered when the sound has played: what the sink holds
	// (up to startGrace) and the buffer. The watch waits serverTimeout.
	client.SetTimeout(startGrace + pulseBuffer + serverTimeout)
	fail := func(err error) (*pulseDevice, error) {
		conn.Close()
		return nil, err
	}
	err = client.Request(&proto.SetClientName{Props: proto.PropList{
		"application.name":       proto.PropListString("anna"),
		"application.process.id": proto.PropListString(fmt.Sprint(os.Getpid())),
	}}, &proto.SetClientNameReply{})
	if err != nil {
		return fail(err)
	}
	err = client.Request(&proto.CreatePlaybackStream{
		SampleSpec:            proto.SampleSpec{Format: proto.FormatInt16LE, Channels: wavfile.Channels, Rate: wavfile.SampleRate},
		ChannelMap:            proto.ChannelMap{proto.ChannelMono},
		SinkIndex:             proto.Undefined,
		BufferMaxLength:       a.maxLength,
		BufferTargetLength:    a.tlength,
		BufferPrebufferLength: a.prebuf,
		BufferMinimumRequest:  a.minreq,
		Corked:                true,
		// The server keeps its own volume for the stream (VolumeSet is
		// false): the user's mixer decides, anna's --volume is in the
		// sound itself.
		ChannelVolumes: proto.ChannelVolumes{proto.VolumeNorm},
		Properties: proto.PropList{
			"media.name": proto.PropListString("anna"),
			"media.role": proto.PropListString("a11y"), // a screen reader's voice, for the server's policies
		},
	}, &d.attr)
	if err != nil {
		return fail(err)
	}
	d.index = d.attr.StreamIndex
	d.flow.Lock()
	d.credit += int(d.attr.Missing)
	d.flow.Unlock()
	go d.watch()
	// The stream's first sound waits for what the sink has rendered ahead
	// before it came (a null sink just started renders 2 s at once): a
	// moment of silence played now takes that wait before any word.
	if err := d.Play(Utterance{PCM: make([]byte, 2*bufferAttr(pulsePrebuf, 0, 0).tlength)}); err != nil {
		d.Close()
		return nil, err
	}
	return d, nil
}

// event is told what the server sends on its own, on the client's reader.
func (d *pulseDevice) event(msg any) {
	switch msg.(type) {
	case *proto.Request:
		d.flow.Lock()
		d.credit += int(msg.(*proto.Request).Length)
		d.flow.Unlock()
	case *proto.Underflow:
		d.flow.Lock()
		if d.writing && !d.flushed {
			d.dry++
		}
		d.flushed = false
		d.flow.Unlock()
	case *proto.PlaybackStreamKilled:
		d.lose(errors.New("the PulseAudio server ended anna's stream"))
	case *proto.ConnectionClosed:
		d.lose(errors.New("the PulseAudio server closed the connection"))
	default:
		return
	}
	select {
	case d.signal <- struct{}{}:
	default:
	}
}

// pulseWatch is how often a stream asks its server whether it is there.
// A server that ends closes the connection, which is noticed at once; this
// is for one that hangs, or whose connection breaks without a close.
const pulseWatch = time.Second

// watch asks the server every pulseWatch whether it answers.
func (d *pulseDevice) watch() {
	tick := time.NewTicker(pulseWatch)
	defer tick.Stop()
	for {
		select {
		case <-d.gone:
			return
		case <-tick.C:
		}
		answer := make(chan error, 1)
		go func() { answer <- d.client.Request(&proto.GetServerInfo{}, &proto.GetServerInfoReply{}) }()
		var err error
		select {
		case err = <-answer:
		case <-time.After(serverTimeout):
			err = fmt.Errorf("no answer within %v", serverTimeout)
		}
		if err != nil {
			d.lose(fmt.Errorf("the PulseAudio server does not answer: %w", err))
			return
		}
	}
}

// lose notes, once, that the server is gone.
func (d *pulseDevice) lose(why error) {
	d.goneOnce.Do(func() {
		d.goneErr = why
		close(d.gone)
		d.conn.Close()
	})
}

// errNoServer is why openPulse fails when no PulseAudio server answers.
var errNoServer = errors.New("no PulseAudio server answers")

// Lost is closed when the server is gone.
func (d *pulseDevice) Lost() <-chan struct{} { return d.gone }

// Err is why the server is gone, or nil.
func (d *pulseDevice) Err() error {
	select {
	case <-d.gone:
		return d.goneErr
	default:
		return nil
	}
}

// take is how much of n bytes the server has room for now; they are
// counted as written.
func (d *pulseDevice) take(n int) int {
	d.flow.Lock()
	defer d.flow.Unlock()
	n = min(n, d.credit) &^ 1
	d.credit -= max(n, 0)
	return max(n, 0)
}

// Play plays an utterance and returns when the server has played it, or
// at once when its Stop channel is closed (what the server holds of it is
// dropped), or with an error when the server goes away or takes more
// than the utterance's length plus playMargin.
func (d *pulseDevice) Play(u Utterance) error {
	pcm := u.PCM[:len(u.PCM)&^1]
	if len(pcm) == 0 {
		return nil
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	if err := d.Err(); err != nil {
		return fmt.Errorf("%w: %w", ErrDeviceFailed, err)
	}
	d.wake()
	defer d.sleepLater()
	failed := func(err error) error { return fmt.Errorf("%w: %w", ErrDeviceFailed, err) }
	if err := d.uncork(); err != nil {
		return failed(err)
	}
	length := time.Duration(wavfile.Duration(len(pcm)) * float64(time.Second))
	limit := length + playMargin
	deadline := time.NewTimer(limit)
	defer deadline.Stop()
	late := func() error {
		d.flush()
		return failed(fmt.Errorf("%v of sound not played within %v", length.Round(time.Millisecond), limit.Round(time.Millisecond)))
	}
	first := true
	d.setWriting(true)
	defer d.setWriting(false)
	for len(pcm) > 0 {
		if n := d.take(len(pcm)); n > 0 {
			if err := d.client.Send(d.index, pcm[:n]); err != nil {
				return failed(err)
			}
			pcm = pcm[n:]
			if first {
				first = false
				// What the sound card holds already is played first.
				if ahead := d.sinkLatency(); ahead > 0 {
					limit += ahead
					deadline.Reset(limit)
				}
			}
			continue
		}
		select {
		case <-d.signal:
		case <-u.Stop:
			return d.flush()
		case <-d.gone:
			return failed(d.goneErr)
		case <-deadline.C:
			return late()
		}
	}
	d.setWriting(false)
	// The drain's answer comes when the last sample has left the server.
	drained := make(chan error, 1)
	go func() { drained <- d.client.Request(&proto.DrainPlaybackStream{StreamIndex: d.index}, nil) }()
	select {
	case err := <-drained:
		if err != nil {
			return failed(err)
		}
		return nil
	case <-u.Stop:
		return d.flush()
	case <-d.gone:
		return failed(d.goneErr)
	case <-deadline.C:
		return late()
	}
}

// sinkLatency is how long the server's sound card takes to play what it
// holds, up to startGrace; 0 when the server does not say.
func (d *pulseDevice) sinkLatency() time.Duration {
	var r proto.GetPlaybackLatencyReply
	if d.client.Request(&proto.GetPlaybackLatency{StreamIndex: d.index}, &r) != nil {
		return 0
	}
	return min(time.Duration(r.Latency)*time.Microsecond, startGrace)
}

// flush drops what the server holds of the stream, so that it is silent
// at once.
func (d *pulseDevice) flush() error {
	d.flow.Lock()
	d.flushed = true
	d.flow.Unlock()
	if err := d.client.Request(&proto.FlushPlaybackStream{StreamIndex: d.index}, nil); err != nil {
		return fmt.Errorf("%w: %w", ErrDeviceFailed, err)
	}
	return nil
}

// uncork lets a corked stream play; d.mu is held.
func (d *pulseDevice) uncork() error {
	if !d.corked {
		return nil
	}
	if err := d.client.Request(&proto.CorkPlaybackStream{StreamIndex: d.index, Corked: false}, nil); err != nil {
		return err
	}
	d.corked = false
	return nil
}

// wake stops the idle timer before an utterance; d.mu is held.
func (d *pulseDevice) wake() {
	if d.idle != nil {
		d.idle.Stop()
	}
	d.idleGen++
}

// sleepLater corks the stream once the device has been idle pulseIdleCork.
func (d *pulseDevice) sleepLater() {
	gen := d.idleGen
	d.idle = time.AfterFunc(pulseIdleCork, func() {
		d.mu.Lock()
		defer d.mu.Unlock()
		if gen != d.idleGen || d.corked || d.Err() != nil {
			return
		}
		if d.client.Request(&proto.CorkPlaybackStream{StreamIndex: d.index, Corked: true}, nil) == nil {
			d.corked = true
		}
	})
}

// Dry is how many times the stream has run dry in the middle of an
// utterance, with sound still to send: a gap in the words each time.
func (d *pulseDevice) Dry() int {
	d.flow.Lock()
	defer d.flow.Unlock()
	return d.dry
}

// setWriting notes whether an utterance has sound not yet sent.
func (d *pulseDevice) setWriting(w bool) {
	d.flow.Lock()
	d.writing = w
	d.flow.Unlock()
}

// Close ends the connection; the server drops the stream with it.
func (d *pulseDevice) Close() error {
	d.mu.Lock()
	if d.idle != nil {
		d.idle.Stop()
	}
	d.idleGen++
	d.mu.Unlock()
	d.lose(ErrClosed)
	return nil
}
