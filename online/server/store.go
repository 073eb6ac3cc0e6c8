package server

import (
	"context"
	"errors"
	"fmt"
	"hash/fnv"
	"os"
	"strings"
	"time"

	natsserver "github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// Store keeps the rooms, each under its code with a revision that every
// change advances. Update is compare-and-set: it fails with ErrConflict
// when the room is no longer at rev, so that two changes made from the
// same revision can never both be accepted.
type Store interface {
	Create(ctx context.Context, code string, data []byte) (rev uint64, err error) // ErrExists
	Get(ctx context.Context, code string) (data []byte, rev uint64, err error)    // ErrNotFound
	Update(ctx context.Context, code string, data []byte, rev uint64) (uint64, error)
	// Watch calls fn with every change of any room after it starts (its
	// record and revision), until ctx ends: how a server learns of changes
	// another server made.
	Watch(ctx context.Context, fn func(code string, data []byte, rev uint64)) error

	// What several servers share (store_live.go): the live entries (each
	// server's address and who is connected to it, gone when not renewed)
	// and the leases of the rooms' computers.
	PutLive(ctx context.Context, key string, data []byte) error
	WatchLive(ctx context.Context, fn func(key string, data []byte)) error
	TakeLease(ctx context.Context, code, holder string) (bool, error)
	DropLease(ctx context.Context, code, holder string) error
}

// Errors of a Store.
var (
	ErrExists   = errors.New("room exists")
	ErrNotFound = errors.New("no such room")
	ErrConflict = errors.New("the room changed meanwhile")
)

// The rooms are spread over Shards key-value buckets by their code
// (kaskade-rooms-0 to -7): each bucket is a JetStream stream, whose
// writes one goroutine takes in turn, so that one bucket would queue every
// room's moves behind each other. A room is kept for RoomTTL after its
// last change.
const (
	Bucket  = "kaskade-rooms"
	Shards  = 8
	RoomTTL = 7 * 24 * time.Hour
)

// NATS is a Store in a NATS JetStream key-value bucket.
type NATS struct {
	nc *nats.Conn
	kv [Shards]jetstream.KeyValue
	// live and leases are shared by the servers (store_live.go)
	live, leases jetstream.KeyValue
	ns           *natsserver.Server // the embedded server, nil for an external one
}

// Embedded starts a NATS server with JetStream inside this process,
// storing its files under dir and listening on no port, and opens the
// rooms' bucket in it. syncAlways makes every write reach the disk before
// it is acknowledged (else the operating system writes it within about a
// minute: a power cut can lose that much, a crash of the process nothing).
func Embedded(dir string, syncAlways bool) (*NATS, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, fmt.Errorf("data folder: %w", err)
	}
	opts := &natsserver.Options{
		ServerName: "kaskade", JetStream: true, StoreDir: dir, DontListen: true,
		NoSigs: true, NoLog: true, SyncAlways: syncAlways,
	}
	ns, err := natsserver.NewServer(opts)
	if err != nil {
		return nil, fmt.Errorf("nats: %w", err)
	}
	go ns.Start()
	if !ns.ReadyForConnections(30 * time.Second) {
		ns.Shutdown()
		return nil, errors.New("nats: the embedded server did not start")
	}
	nc, err := nats.Connect(ns.ClientURL(), nats.InProcessServer(ns), nats.Name("kaskade-serve"))
	if err != nil {
		ns.Shutdown()
		return nil, fmt.Errorf("nats: %w", err)
	}
	s, err := open(nc, 1)
	if err != nil {
		nc.Close()
		ns.Shutdown()
		return nil, err
	}
	s.ns = ns
	return s, nil
}

// Connect opens the rooms' bucket on an existing NATS (urls separated by
// commas), with the given replicas.
func Connect(urls string, replicas int) (*NATS, error) {
	nc, err := nats.Connect(urls, nats.Name("kaskade-serve"), nats.MaxReconnects(-1))
	if err != nil {
		return nil, fmt.Errorf("nats %s: %w", urls, err)
	}
	s, err := open(nc, replicas)
	if err != nil {
		nc.Close()
	}
	return s, err
}

func open(nc *nats.Conn, replicas int) (*NATS, error) {
	js, err := jetstream.New(nc)
	if err != nil {
		return nil, fmt.Errorf("jetstream: %w", err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	s := &NATS{nc: nc}
	for i := range s.kv {
		name := fmt.Sprintf("%s-%d", Bucket, i)
		s.kv[i], err = js.CreateOrUpdateKeyValue(ctx, jetstream.KeyValueConfig{
			Bucket: name, Description: "Kaskade's online rooms", History: 1, TTL: RoomTTL,
			MaxValueSize: 1 << 20, Storage: jetstream.FileStorage, Replicas: max(replicas, 1),
		})
		if err != nil {
			return nil, fmt.Errorf("jetstream bucket %s: %w", name, err)
		}
	}
	if err := s.openShared(ctx, js, replicas); err != nil {
		return nil, err
	}
	return s, nil
}

// bucket is the bucket that keeps the room code.
func (s *NATS) bucket(code string) jetstream.KeyValue {
	h := fnv.New32a()
	h.Write([]byte(code))
	return s.kv[h.Sum32()%Shards]
}

// Close closes the connection and stops an embedded server, which writes
// what it holds to disk first.
func (s *NATS) Close() {
	s.nc.Close()
	if s.ns != nil {
		s.ns.Shutdown()
		s.ns.WaitForShutdown()
	}
}

func key(code string) string { return "room." + code }

func (s *NATS) Create(ctx context.Context, code string, data []byte) (uint64, error) {
	rev, err := s.bucket(code).Create(ctx, key(code), data)
	if errors.Is(err, jetstream.ErrKeyExists) {
		return 0, ErrExists
	}
	return rev, err
}

func (s *NATS) Get(ctx context.Context, code string) ([]byte, uint64, error) {
	e, err := s.bucket(code).Get(ctx, key(code))
	if errors.Is(err, jetstream.ErrKeyNotFound) {
		return nil, 0, ErrNotFound
	}
	if err != nil {
		return nil, 0, err
	}
	return e.Value(), e.Revision(), nil
}

func (s *NATS) Update(ctx context.Context, code string, data []byte, rev uint64) (uint64, error) {
	n, err := s.bucket(code).Update(ctx, key(code), data, rev)
	if isCASFailure(err) {
		return 0, ErrConflict
	}
	return n, err
}

func (s *NATS) Watch(ctx context.Context, fn func(code string, data []byte, rev uint64)) error {
	for _, kv := range s.kv {
		if err := watch(ctx, kv, fn); err != nil {
			return err
		}
	}
	return nil
}

// watch follows kv's changes until ctx ends. A watch that ends by itself
// (its NATS node went away and the client could not recreate it) is
// started again; what it missed meanwhile the server's resync reads.
func watch(ctx context.Context, kv jetstream.KeyValue, fn func(code string, data []byte, rev uint64)) error {
	w, err := kv.WatchAll(ctx, jetstream.UpdatesOnly())
	if err != nil {
		return err
	}
	go func() {
		for {
			for e := range w.Updates() {
				if e != nil && e.Operation() == jetstream.KeyValuePut {
					fn(strings.TrimPrefix(e.Key(), "room."), e.Value(), e.Revision())
				}
			}
			w.Stop()
			if w = rewatch(ctx, func() (jetstream.KeyWatcher, error) {
				return kv.WatchAll(ctx, jetstream.UpdatesOnly())
			}); w == nil {
				return
			}
		}
	}()
	return nil
}

// rewatch starts a watch again, trying every second until ctx ends (nil).
func rewatch(ctx context.Context, start func() (jetstream.KeyWatcher, error)) jetstream.KeyWatcher {
	for ctx.Err() == nil {
		if w, err := start(); err == nil {
			return w
		}
		select {
		case <-time.After(time.Second):
		case <-ctx.Done():
		}
	}
	return nil
}
