package audio

import (
	"sync"
	"time"

	"github.com/anna-chess/anna/words"
)

// Policy is how a Speaker treats a new utterance while another is spoken.
type Policy int8

const (
	// Interrupt behaves as a screen reader's speech does: a key press
	// silences an answer being read (Hush); anything new cuts an answer
	// still being spoken; a newer countdown replaces an older one; an alarm
	// (a flag fall) is said at once, whatever is being said, and the
	// announcement it cut is said again after it. Announcements are never
	// dropped; while others wait behind one, it is said faster
	// (catchUpRate).
	Interrupt Policy = iota
	// Queue says everything whole, in the order said (--speech queue, and
	// the tape).
	Queue
)

// catchUp is how much faster than the listener's rate an announcement is
// said while others wait behind it (see catchUpRate).
const catchUp = 1.5

// staleCountdown is how long a countdown may wait behind other speech
// before the moment it tells of is past and it is dropped.
const staleCountdown = 1500 * time.Millisecond

// Speaker plays utterances one after another on its own goroutine, so that
// the caller never waits for sound.
type Speaker struct {
	sink    Sink
	policy  Policy
	onError func(error)
	now     func() time.Time

	mu       sync.Mutex
	rate     float64 // how fast speech is said: 1 as recorded
	volume   int     // how loud, in percent
	queue    []*item
	current  *item         // being played, or nil
	queued   uint64        // utterances ever queued
	finished uint64        // utterances played, cut or dropped
	progress chan struct{} // closed and replaced each time finished grows
	closed   bool

	wake chan struct{} // holds a token while the queue may be non-empty
	stop chan struct{} // closed by Close
	done chan struct{} // closed when the goroutine has returned

	closeOnce sync.Once
	closeErr  error
}

// item is one queued utterance, with the channel that cuts it short.
type item struct {
	u      Utterance
	stop   chan struct{}
	cut    bool
	behind bool // other announcements wait behind it
	rest   []byte
	got    bool // rest came from u.More
}

// NewSpeaker starts a Speaker playing on sink. onError, if not nil, is
// called from the speaker's goroutine with the first error of sink.Play;
// later errors are not reported, but the speaker goes on playing (a Tee
// keeps the tape running when the device has failed).
func NewSpeaker(sink Sink, policy Policy, onError func(error)) *Speaker {
	s := &Speaker{
		sink:     sink,
		policy:   policy,
		onError:  onError,
		rate:     1,
		volume:   100,
		now:      time.Now,
		progress: make(chan struct{}),
		wake:     make(chan struct{}, 1),
		stop:     make(chan struct{}),
		done:     make(chan struct{}),
	}
	go s.run()
	return s
}

// Say queues an utterance and returns at once. The speaker keeps its PCM
// without copying it, so the caller must not change it afterwards. Empty
// utterances, and anything said after Close, are ignored. Without a time
// (At), the utterance is said now. The rest of an utterance still being
// made (More) is awaited in its turn: the Queue policy (the tape) plays
// it joined to PCM, as one; Interrupt plays PCM at once and the rest as
// soon as it comes.
func (s *Speaker) Say(u Utterance) {
	if len(u.PCM) == 0 && u.More == nil {
		return
	}
	if u.At.IsZero() {
		u.At = s.now()
	}
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return
	}
	s.queued++
	it := &item{u: u}
	if s.policy == Queue {
		s.queue = append(s.queue, it)
	} else {
		s.arrive(it)
	}
	s.mu.Unlock()
	select {
	case s.wake <- struct{}{}:
	default: // a token is already waiting
	}
}

// arrive places a new utterance by the Interrupt policy. s.mu is held.
func (s *Speaker) arrive(it *item) {
	cur := s.current
	switch it.u.Priority {
	case words.Alarm:
		s.drop(words.Answer, words.Countdown)
		// After the alarms already waiting, before everything else.
		i := 0
		for i < len(s.queue) && s.queue[i].u.Priority == words.Alarm {
			i++
		}
		ahead := []*item{it}
		if cur != nil && cur.u.Priority != words.Alarm {
			s.cut(cur)
			if cur.u.Priority == words.Announcement {
				again := &item{u: cur.u}
				if cur.got { // its More was taken: the rest is said again too
					again.u.PCM = append(cur.u.PCM[:len(cur.u.PCM):len(cur.u.PCM)], cur.rest...)
					again.u.More = nil
				}
				s.queued++
				ahead = append(ahead, again) // never dropped: said again, whole
			}
		}
		s.queue = append(s.queue[:i], append(ahead, s.queue[i:]...)...)
		return
	case words.Announcement, words.Countdown:
		s.drop(words.Answer, words.Countdown)
		if cur != nil && (cur.u.Priority == words.Answer || cur.u.Priority == words.Countdown) {
			s.cut(cur)
		}
	case words.Answer:
		s.drop(words.Answer)
		if cur != nil && cur.u.Priority == words.Answer {
			s.cut(cur)
		}
	}
	s.queue = append(s.queue, it)
}

// SetRate sets how fast speech is said from the next utterance on: 1 as
// recorded, 2 twice as fast, within MinRate and MaxRate. It returns the
// rate set. A queue that catches up goes faster still (catchUpRate).
func (s *Speaker) SetRate(rate float64) float64 {
	rate = min(MaxRate, max(MinRate, rate))
	s.mu.Lock()
	defer s.mu.Unlock()
	s.rate = rate
	return rate
}

// Rate is the rate set.
func (s *Speaker) Rate() float64 {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.rate
}

// SetVolume sets how loud speech is from the next utterance on, in percent
// (0 to 100, see Volume), and returns the volume set.
func (s *Speaker) SetVolume(percent int) int {
	percent = min(100, max(0, percent))
	s.mu.Lock()
	defer s.mu.Unlock()
	s.volume = percent
	return percent
}

// Volume is the volume set, in percent.
func (s *Speaker) Volume() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.volume
}

// Hush silences an answer being read and drops the answers waiting: a key
// was pressed. Announcements, countdowns and alarms go on. With the Queue
// policy it does nothing.
func (s *Speaker) Hush() {
	if s.policy == Queue {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.drop(words.Answer)
	if cur := s.current; cur != nil && cur.u.Priority == words.Answer {
		s.cut(cur)
	}
}

// drop removes the queued utterances of the given kinds. s.mu is held.
func (s *Speaker) drop(kinds ...words.Priority) {
	kept := s.queue[:0]
	for _, it := range s.queue {
		if containsKind(kinds, it.u.Priority) {
			s.finish()
			continue
		}
		kept = append(kept, it)
	}
	clear(s.queue[len(kept):])
	s.queue = kept
}

func containsKind(kinds []words.Priority, k words.Priority) bool {
	for _, x := range kinds {
		if x == k {
			return true
		}
	}
	return false
}

// waiting reports whether an utterance of the given kinds is queued.
// s.mu is held.
func (s *Speaker) waiting(kinds ...words.Priority) bool {
	for _, it := range s.queue {
		if containsKind(kinds, it.u.Priority) {
			return true
		}
	}
	return false
}

// cut stops the utterance being played. s.mu is held.
func (s *Speaker) cut(it *item) {
	if !it.cut {
		it.cut = true
		close(it.stop)
	}
}

// finish counts one utterance done. s.mu is held.
func (s *Speaker) finish() {
	s.finished++
	close(s.progress)
	s.progress = make(chan struct{})
}

// Wait blocks until everything queued before the call has been played (or
// cut, or dropped as the policy says), and reports true, or until timeout
// has passed or the speaker is closed with utterances unplayed, and reports
// false.
func (s *Speaker) Wait(timeout time.Duration) bool {
	timer := time.NewTimer(timeout)
	defer timer.Stop()
	s.mu.Lock()
	target := s.queued
	for s.finished < target {
		progress := s.progress
		s.mu.Unlock()
		select {
		case <-progress:
		case <-s.done:
			s.mu.Lock()
			return s.finished >= target
		case <-timer.C:
			s.mu.Lock()
			defer s.mu.Unlock()
			return s.finished >= target
		}
		s.mu.Lock()
	}
	s.mu.Unlock()
	return true
}

// Close lets the utterance being played finish, drops the rest of the
// queue, stops the goroutine and closes the sink. Later calls return the
// first call's result.
func (s *Speaker) Close() error {
	s.closeOnce.Do(func() {
		s.mu.Lock()
		s.closed = true
		s.queue = nil
		s.mu.Unlock()
		close(s.stop)
		<-s.done
		s.closeErr = s.sink.Close()
	})
	return s.closeErr
}

func (s *Speaker) run() {
	defer close(s.done)
	reported := false
	for {
		it, ok := s.next()
		if !ok {
			return
		}
		u := it.u
		u.Stop = it.stop
		s.mu.Lock()
		rate, volume := s.rate, s.volume
		s.mu.Unlock()
		if it.behind {
			rate = catchUpRate(rate)
		}
		play := func(pcm []byte) {
			if len(pcm) == 0 {
				return
			}
			u.PCM = Volume(AtRate(pcm, rate), volume)
			if err := s.sink.Play(u); err != nil && !reported {
				reported = true
				if s.onError != nil {
					s.onError(err)
				}
			}
		}
		switch {
		case u.More == nil:
			play(u.PCM)
		case s.policy == Queue:
			play(append(u.PCM[:len(u.PCM):len(u.PCM)], s.rest(it)...))
		default:
			play(u.PCM)
			play(s.rest(it))
		}
		u.More = nil
		s.mu.Lock()
		s.current = nil
		s.finish()
		s.mu.Unlock()
	}
}

// rest waits for the rest of the utterance being played (Utterance.More),
// or until it is cut or the speaker closed: then there is no rest (and a
// value still to come stays for the utterance said again after an alarm).
func (s *Speaker) rest(it *item) []byte {
	select {
	case pcm := <-it.u.More:
		s.mu.Lock()
		it.rest, it.got = pcm, true
		s.mu.Unlock()
		return pcm
	case <-it.stop:
	case <-s.stop:
	}
	return nil
}

// next blocks until there is an utterance to play and makes it the current
// one, or reports false when the speaker is closed. A countdown that waited
// too long is dropped.
func (s *Speaker) next() (*item, bool) {
	for {
		s.mu.Lock()
		if s.closed {
			s.mu.Unlock()
			return nil, false
		}
		for len(s.queue) > 0 {
			it := s.queue[0]
			s.queue[0] = nil // let the sound be collected once played
			s.queue = s.queue[1:]
			if s.policy == Interrupt && it.u.Priority == words.Countdown && s.now().Sub(it.u.At) > staleCountdown {
				s.finish()
				continue
			}
			it.stop = make(chan struct{})
			it.behind = s.policy == Interrupt && it.u.Priority == words.Announcement && s.waiting(words.Announcement, words.Alarm)
			s.current = it
			s.mu.Unlock()
			return it, true
		}
		s.mu.Unlock()
		select {
		case <-s.wake:
		case <-s.stop:
		}
	}
}
