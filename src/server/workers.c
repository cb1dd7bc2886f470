/* A small pool of threads for the computer players, so that thinking never holds up the
 * HTTP threads: jobs wait in a queue and run in order. */
#include <pthread.h>
#include <stdlib.h>

#include "server/server.h"

typedef struct job {
    void (*fn)(void *arg);
    void *arg;
    struct job *next;
} job;

struct srv_workers {
    pthread_mutex_t lock;
    pthread_cond_t ready;
    job *head, *tail;
    bool stopping;
    int threads;
    pthread_t thread[];
};

static void *worker_main(void *arg)
{
    srv_workers *w = arg;
    pthread_mutex_lock(&w->lock);
    for (;;) {
        while (!w->head && !w->stopping)
            pthread_cond_wait(&w->ready, &w->lock);
        job *j = w->head;
        if (!j) /* stopping and nothing left */
            break;
        w->head = j->next;
        if (!w->head)
            w->tail = NULL;
        pthread_mutex_unlock(&w->lock);
        j->fn(j->arg);
        free(j);
        pthread_mutex_lock(&w->lock);
    }
    pthread_mutex_unlock(&w->lock);
    return NULL;
}

srv_workers *workers_start(int threads)
{
    srv_workers *w = calloc(1, sizeof *w + sizeof(pthread_t) * (size_t)threads);
    if (!w)
        return NULL;
    pthread_mutex_init(&w->lock, NULL);
    pthread_cond_init(&w->ready, NULL);
    for (; w->threads < threads; w->threads++)
        if (pthread_create(&w->thread[w->threads], NULL, worker_main, w) != 0)
            break;
    if (w->threads == 0) {
        workers_stop(w);
        return NULL;
    }
    return w;
}

bool workers_submit(srv_workers *w, void (*fn)(void *arg), void *arg)
{
    job *j = malloc(sizeof *j);
    if (!j)
        return false;
    *j = (job){fn, arg, NULL};
    pthread_mutex_lock(&w->lock);
    bool ok = !w->stopping;
    if (ok) {
        if (w->tail)
            w->tail->next = j;
        else
            w->head = j;
        w->tail = j;
        pthread_cond_signal(&w->ready);
    }
    pthread_mutex_unlock(&w->lock);
    if (!ok)
        free(j);
    return ok;
}

void workers_stop(srv_workers *w)
{
    if (!w)
        return;
    pthread_mutex_lock(&w->lock);
    w->stopping = true;
    pthread_cond_broadcast(&w->ready);
    pthread_mutex_unlock(&w->lock);
    for (int i = 0; i < w->threads; i++)
        pthread_join(w->thread[i], NULL);
    pthread_mutex_destroy(&w->lock);
    pthread_cond_destroy(&w->ready);
    free(w);
}
